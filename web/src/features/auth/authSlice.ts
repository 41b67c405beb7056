import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SessionPayload {
  user: SessionUser;
  accessToken: string;
  expiresIn: number;
}

/**
 * `restoring` until the first POST account/refresh answers, so guards can render nothing
 * instead of flashing the login page for a user whose refresh cookie is still valid.
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

/**
 * Why the re-login dialog is open: the refresh token is gone ('sessionExpired', so the dialog logs in
 * again) or a sensitive call answered A009 ('recentLogin', so the dialog re-authenticates).
 */
export type ReloginReason = 'sessionExpired' | 'recentLogin';

export interface AuthState {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
  /** Non-null while the re-login dialog is open. */
  relogin: ReloginReason | null;
  /**
   * The page (path and query) open when the user chose Log Out: the guard sends it to /login at once and does not
   * keep it as the deep link, however long the navigation to /login takes. Null otherwise.
   */
  loggedOutFrom: string | null;
  /**
   * While the restore waits because the gateway turned its refresh away for the request budget (429): when it asks
   * again (epoch ms), so the guards can say so instead of showing nothing for up to a minute. Null otherwise.
   */
  restoreRetryAt: number | null;
}

const initialState: AuthState = {
  status: 'restoring',
  user: null,
  accessToken: null,
  relogin: null,
  loggedOutFrom: null,
  restoreRetryAt: null,
};

/** Nobody signed in, nothing pending: what a sign-out leaves (and the tests' signed-out store). */
export const SIGNED_OUT: Readonly<AuthState> = {
  status: 'signedOut',
  user: null,
  accessToken: null,
  relogin: null,
  loggedOutFrom: null,
  restoreRetryAt: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionPayload>) {
      state.status = 'signedIn';
      state.loggedOutFrom = null;
      state.restoreRetryAt = null;
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
    },
    /**
     * A reload without a network by someone signed in here before (features/pwa/offline-session.ts): the pages
     * open on the service worker's cached reads, with no access token until the network is back.
     */
    signedInOffline(state, action: PayloadAction<SessionUser>) {
      state.status = 'signedIn';
      state.user = action.payload;
      state.accessToken = null;
      state.restoreRetryAt = null;
    },
    /** The session restore was turned away (429) and asks again at `retryAt` (epoch ms): restore-with-retries.ts. */
    restoreTurnedAway(state, action: PayloadAction<number>) {
      if (state.status === 'restoring') state.restoreRetryAt = action.payload;
    },
    signedOut() {
      return { ...SIGNED_OUT };
    },
    /** Log Out, from the page at `path` (path and query). */
    loggedOut(_state, action: PayloadAction<string>) {
      return { ...SIGNED_OUT, loggedOutFrom: action.payload };
    },
    reloginRequested(state, action: PayloadAction<ReloginReason>) {
      // A lost session outranks a recent-login request: only a full login can fix it.
      if (state.relogin !== 'sessionExpired') state.relogin = action.payload;
    },
    reloginClosed(state) {
      state.relogin = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectRelogin: (state) => state.relogin,
    selectLoggedOutFrom: (state) => state.loggedOutFrom,
    selectRestoreRetryAt: (state) => state.restoreRetryAt,
  },
});

export const {
  signedIn,
  signedInOffline,
  signedOut,
  loggedOut,
  reloginRequested,
  reloginClosed,
  restoreTurnedAway,
} = authSlice.actions;
export const {
  selectSessionStatus,
  selectUser,
  selectAccessToken,
  selectRelogin,
  selectLoggedOutFrom,
  selectRestoreRetryAt,
} = authSlice.selectors;
