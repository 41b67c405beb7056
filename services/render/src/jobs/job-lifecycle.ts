/** What happens to a job after a try: the pure rules, kept apart from the database. */
export type NextStep =
  { kind: 'done' } | { kind: 'retry'; delayMs: number; reason: string } | { kind: 'failed'; reason: string };

export interface TryOutcome {
  ok: boolean;
  reason?: string;
  /** False for failures a retry cannot fix (an invalid play): fail at once. */
  retryable?: boolean;
}

/** Retries back off 2 s, 4 s, 8 s…; the last try's reason is what the user sees. */
export function nextStep(outcome: TryOutcome, attempts: number, maxAttempts: number): NextStep {
  if (outcome.ok) return { kind: 'done' };
  const reason = outcome.reason || 'Rendering failed';
  if (outcome.retryable === false || attempts >= maxAttempts) return { kind: 'failed', reason };
  return { kind: 'retry', delayMs: 2000 * 2 ** (attempts - 1), reason };
}

/**
 * How often a worker renews the lease of the job it renders: three times per lease, so two renewals can be
 * late (a slow database, a busy event loop) before another worker may take the job.
 */
export function renewEveryMs(leaseMs: number): number {
  return Math.max(100, Math.floor(leaseMs / 3));
}
