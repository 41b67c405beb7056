import { isApiError, isRateLimited as isApiRateLimited, type ApiError } from '../../api/api-error';

/** The ApiError a caught rejection carries, bare or wrapped by RTK Query ({ error }). */
function apiErrorOf(caught: unknown): ApiError | undefined {
  const failure = (caught as { error?: unknown } | undefined)?.error ?? caught;
  return isApiError(failure) ? failure : undefined;
}

/**
 * A refresh the gateway turned away for its per-address budget (429, e.g. a school network where a whole team shares
 * one address): it says nothing about the session, so the restore asks again instead of signing the user out (a
 * login from the same address would meet the same budget).
 */
export function isRateLimited(caught: unknown): boolean {
  const error = apiErrorOf(caught);
  return error !== undefined && isApiRateLimited(error);
}

/** The waits before each new try of a turned-away restore when the answer names none; the budget is per minute. Ours. */
export const RESTORE_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;

/**
 * Ours: the longest wait a `Retry-After` gets here, the budget's window. Unlike a page's read (base-query.ts,
 * RATE_LIMIT_MAX_WAIT_S) the restore waits that long: asking earlier is turned away again, and giving up signs
 * the user out into a login that meets the same budget.
 */
export const RESTORE_MAX_WAIT_MS = 60_000;

/** The wait before try `attempt + 1`: the answer's Retry-After when it names one, else the fixed step. */
function restoreWaitMs(caught: unknown, attempt: number, delaysMs: readonly number[]): number {
  const seconds = apiErrorOf(caught)?.retryAfterS;
  return seconds === undefined ? delaysMs[attempt]! : Math.min(seconds * 1000, RESTORE_MAX_WAIT_MS);
}

interface RetryOptions {
  delaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** The restore is given up after the last try was turned away too: the guards then send the user to /login. */
  onGiveUp: () => void;
  /** Told before each wait how long it is (ms), so the screen can say why nothing shows yet. */
  onWait?: (ms: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `restore` (the refresh call), and again while it is turned away for the request budget, at most once per
 * entry of `delaysMs`, each time after the answer's Retry-After (else that entry's delay);
 * any other outcome is final at once (a signed-out answer, offline, a session). Meanwhile the session stays
 * 'restoring', so the guards show nothing rather than the login page.
 */
export async function restoreWithRetries<T>(
  restore: () => Promise<T>,
  { delaysMs = RESTORE_RETRY_DELAYS_MS, wait = sleep, onGiveUp, onWait }: RetryOptions,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await restore();
    } catch (caught) {
      if (!isRateLimited(caught)) throw caught;
      if (attempt >= delaysMs.length) {
        onGiveUp();
        throw caught;
      }
      const ms = restoreWaitMs(caught, attempt, delaysMs);
      onWait?.(ms);
      await wait(ms);
    }
  }
}
