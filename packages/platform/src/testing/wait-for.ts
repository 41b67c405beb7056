export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Shown in the timeout error, e.g. 'the consumer to see 3 events'. */
  what?: string;
}

/**
 * Polls fn until it returns something other than undefined (or false), then returns it. On timeout the error
 * carries the last exception fn threw, so a failing assertion inside fn explains itself.
 */
export async function waitFor<T>(fn: () => Promise<T | undefined>, opts: WaitForOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const intervalMs = opts.intervalMs ?? 50;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value !== undefined && (value as unknown) !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(
        `waitFor: gave up after ${timeoutMs} ms waiting for ${opts.what ?? 'the condition'}${reason}`,
        {
          cause: lastError,
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
