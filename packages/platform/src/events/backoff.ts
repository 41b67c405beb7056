export interface BackoffOptions {
  initialDelayMs: number;
  maxDelayMs: number;
  /** 0..1: the delay is spread over ±jitter of itself so that retries of many consumers do not align. */
  jitter?: number;
}

/** Exponential backoff: the delay before retry number `attempt` (1 = first retry). */
export function backoffDelay(
  attempt: number,
  opts: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponential = opts.initialDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(opts.maxDelayMs, exponential);
  const jitter = opts.jitter ?? 0.2;
  const spread = capped * jitter * (random() * 2 - 1);
  return Math.max(0, Math.round(Math.min(opts.maxDelayMs, capped + spread)));
}

/** setTimeout as a promise that rejects as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function abortError(): Error {
  const error = new Error('consumer stopping');
  error.name = 'AbortError';
  return error;
}
