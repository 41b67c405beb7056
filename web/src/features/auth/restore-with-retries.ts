import { isApiError } from '../../api/api-error';

/**
 * A refresh the gateway turned away for its per-address budget (429, e.g. a school network where a whole team shares
 * one address): it says nothing about the session, so the restore asks again instead of signing the user out (a
 * login from the same address would meet the same budget).
 */
export function isRateLimited(caught: unknown): boolean {
  const failure = (caught as { error?: unknown } | undefined)?.error ?? caught;
  return isApiError(failure) && failure.status === 429;
}

/** The waits before each new try of a turned-away restore; the gateway's budget is per minute. Ours. */
export const RESTORE_RETRY_DELAYS_MS = [2_000, 5_000, 10_000] as const;

interface RetryOptions {
  delaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  /** The restore is given up after the last try was turned away too: the guards then send the user to /login. */
  onGiveUp: () => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `restore` (the refresh call), and again after each delay while it is turned away for the request budget;
 * any other outcome is final at once (a signed-out answer, offline, a session). Meanwhile the session stays
 * 'restoring', so the guards show nothing rather than the login page.
 */
export async function restoreWithRetries<T>(
  restore: () => Promise<T>,
  { delaysMs = RESTORE_RETRY_DELAYS_MS, wait = sleep, onGiveUp }: RetryOptions,
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
      await wait(delaysMs[attempt]!);
    }
  }
}
