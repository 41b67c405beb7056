import { OFFLINE_USER_KEY } from '../pwa/offline-session';

/** Set and cleared by identity together with the httpOnly refresh cookie (services/identity session-hint-cookie.ts). */
export const SESSION_HINT_COOKIE = 'chalktalk_signed_in';

/**
 * Whether POST account/refresh can restore a session on load. Without the hint cookie there is no refresh cookie
 * either, so asking would only cost a round trip before the log-in page renders and log a 401. Someone remembered
 * for offline use (set while signed in before the hint existed, or offline now) is still asked for: the server's
 * answer decides, and a refusal clears both.
 */
export function maySignInOnLoad(cookies: string, storage: Pick<Storage, 'getItem'>): boolean {
  const hinted = cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
  return hinted || storage.getItem(OFFLINE_USER_KEY) !== null;
}
