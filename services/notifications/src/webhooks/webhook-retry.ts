/** Attempts per delivery: the first and 13 retries. */
export const WEBHOOK_MAX_ATTEMPTS = 14;

/**
 * Delay after failed attempt `attempts` (1-based): 5 s, quadrupling, at most 12 hours. With 14 attempts the last
 * one is about 3.3 days after the first, so a receiver down for up to three days still gets everything.
 * `scale` shortens the schedule in tests only.
 */
export function webhookRetryDelayMs(attempts: number, scale = 1): number {
  const base = Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 12 * 3_600_000);
  return Math.max(1, Math.round(base * scale));
}

/** When the last attempt happens, counted from the first (the schedule's length). */
export function webhookRetrySpanMs(scale = 1): number {
  let total = 0;
  for (let attempts = 1; attempts < WEBHOOK_MAX_ATTEMPTS; attempts += 1)
    total += webhookRetryDelayMs(attempts, scale);
  return total;
}
