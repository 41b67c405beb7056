/** Delay before attempt `attempts + 1` of a mail: 5 s doubling, at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 600_000);
}
