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

export interface AuthState {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
}

const initialState: AuthState = { status: 'restoring', user: null, accessToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<SessionPayload>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
    },
    signedOut() {
      return { status: 'signedOut', user: null, accessToken: null } satisfies AuthState;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectSessionStatus, selectUser, selectAccessToken } = authSlice.selectors;
