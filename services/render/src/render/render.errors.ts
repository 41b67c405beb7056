/** A render failure with a reason the user can read (shown by checkGIFStatus). `retryable` false ends the job. */
export class RenderError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'RenderError';
  }
}
