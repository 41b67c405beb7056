import { isApiError } from '../../api/api-error';
import type { SessionUser } from '../auth/authSlice';

/** Who was signed in on this device, so a reload without a network can still open what was cached. */
export const OFFLINE_USER_KEY = 'chalktalk.offlineUser';
/** The service worker's cache of GET calls (pwa/service-worker.ts names it). */
export const OFFLINE_READS_CACHE = 'chalktalk-reads';

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The user to resume offline with after POST account/refresh failed: only when the refresh could not reach the
 * server (G006) and someone was signed in here before. Any answer from the server (401 included) ends the session
 * as usual.
 */
export function offlineSessionUser(refreshError: unknown, storage: KeyValue): SessionUser | null {
  const failure = (refreshError as { error?: unknown } | undefined)?.error;
  if (!isApiError(failure) || failure.code !== 'G006') return null;
  try {
    const stored = JSON.parse(storage.getItem(OFFLINE_USER_KEY) ?? 'null') as SessionUser | null;
    return stored && typeof stored.id === 'string' && typeof stored.email === 'string' ? stored : null;
  } catch {
    return null;
  }
}

interface AuthLike {
  auth: { status: string; user: SessionUser | null; accessToken: string | null };
}

interface StoreLike {
  getState(): AuthLike;
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps the remembered user in step with the session: stored while signed in, dropped with the cached reads on
 * sign-out (the next person on this device sees nothing of the last one's plays). While the app runs on an
 * offline session (signed in, no access token), coming back online restores the real session.
 */
export function keepOfflineSession(
  store: StoreLike,
  restore: () => void,
  env: { storage: KeyValue; window: Pick<Window, 'addEventListener'>; caches?: Pick<CacheStorage, 'delete'> },
): () => void {
  let last: AuthLike['auth'] | null = null;
  const unsubscribe = store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === last) return;
    last = auth;
    if (auth.status === 'signedIn' && auth.user && auth.accessToken)
      env.storage.setItem(OFFLINE_USER_KEY, JSON.stringify(auth.user));
    if (auth.status === 'signedOut') {
      env.storage.removeItem(OFFLINE_USER_KEY);
      void env.caches?.delete(OFFLINE_READS_CACHE);
    }
  });
  const online = () => {
    const { auth } = store.getState();
    if (auth.status === 'signedIn' && auth.accessToken === null) restore();
  };
  env.window.addEventListener('online', online);
  return unsubscribe;
}
