/** An S3 answer that is neither success nor a plain "not there" (a missing object is null, not an error). */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly key: string,
    readonly status: number,
    body: string,
  ) {
    super(`S3 ${operation} ${key} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3Error';
  }
}
