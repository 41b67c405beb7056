import type { ApiError } from '../../api/api-error';
import { makeUser } from '../../test/factories';
import {
  keepOfflineSession,
  OFFLINE_READS_CACHE,
  OFFLINE_USER_KEY,
  offlineSessionUser,
} from './offline-session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

type Auth = { status: string; user: ReturnType<typeof makeUser> | null; accessToken: string | null };

function fakeStore(initial: Auth) {
  let auth = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => ({ auth }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Auth) {
      auth = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('offline session', () => {
  const user = makeUser();
  const apiError = (code: string, status?: number): { error: ApiError } => ({
    error: { code, message: 'failed', status, ref: 'ref12345' },
  });
  const networkFailure = apiError('G006');

  it('resumes the user signed in here before only when the refresh could not reach the server', () => {
    const storage = memoryStorage();
    expect(offlineSessionUser(networkFailure, storage)).toBeNull();
    storage.setItem(OFFLINE_USER_KEY, JSON.stringify(user));
    expect(offlineSessionUser(networkFailure, storage)).toEqual(user);
    const expired = apiError('G003', 401);
    expect(offlineSessionUser(expired, storage)).toBeNull();
  });

  it('remembers the signed-in user, forgets them and the cached reads on sign-out', () => {
    const storage = memoryStorage();
    const caches = { delete: jest.fn(async () => true) };
    const store = fakeStore({ status: 'restoring', user: null, accessToken: null });
    keepOfflineSession(store, jest.fn(), { storage, window, caches });
    store.set({ status: 'signedIn', user, accessToken: 'token' });
    expect(JSON.parse(storage.getItem(OFFLINE_USER_KEY)!)).toEqual(user);
    store.set({ status: 'signedOut', user: null, accessToken: null });
    expect(storage.getItem(OFFLINE_USER_KEY)).toBeNull();
    expect(caches.delete).toHaveBeenCalledWith(OFFLINE_READS_CACHE);
  });

  it('restores the real session when the network comes back during an offline session, not otherwise', () => {
    const restore = jest.fn();
    const store = fakeStore({ status: 'signedIn', user, accessToken: null });
    keepOfflineSession(store, restore, { storage: memoryStorage(), window });
    window.dispatchEvent(new Event('online'));
    expect(restore).toHaveBeenCalledTimes(1);
    store.set({ status: 'signedIn', user, accessToken: 'token' });
    window.dispatchEvent(new Event('online'));
    expect(restore).toHaveBeenCalledTimes(1);
  });
});
