import { baseApi } from '../../api/baseApi';
import type { Edition } from '../../config/edition';
import { offlineSessionUser } from '../pwa/offline-session';
import { loggedOut, signedIn, signedInOffline, signedOut, type SessionPayload } from './authSlice';
import { isRateLimited } from './restore-with-retries';

export interface LoginRequest {
  email: string;
  password: string;
  /** A solved bot check: sent only when identity asked for one (several failed logins of the account). */
  token?: string;
}

export interface CreateAccountRequest extends Omit<LoginRequest, 'token'> {
  firstName: string;
  lastName: string;
  /** base64 JSON ALTCHA payload proving the bot check was solved. */
  token: string;
  /** The site signed up on: the account's mails carry that edition's branding. */
  edition: Edition;
}

export interface BotChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}

/** Stores the session as soon as the server hands one out (login, signup, refresh). */
async function storeSession(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: SessionPayload }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(signedIn(data));
  } catch {
    // Failure is shown by the form that made the call.
  }
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionPayload, LoginRequest>({
      query: (body) => ({ url: 'account/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSession(dispatch, queryFulfilled),
    }),
    createAccount: build.mutation<SessionPayload, CreateAccountRequest>({
      query: (body) => ({ url: 'account/createAccount', method: 'POST', body }),
      // Spec 1 §4: signup is followed by automatic login.
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSession(dispatch, queryFulfilled),
    }),
    restoreSession: build.mutation<SessionPayload, void>({
      query: () => ({ url: 'account/refresh', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(signedIn(data));
        } catch (caught) {
          // Turned away for the request budget: still restoring (the caller asks again, restore-with-retries.ts).
          if (isRateLimited(caught)) return;
          // Offline, whoever was signed in here keeps the cached pages; any answer from the server signs out.
          const offlineUser = offlineSessionUser(caught, localStorage);
          dispatch(offlineUser ? signedInOffline(offlineUser) : signedOut());
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'account/logout', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Sign out locally even if the server call fails: the user asked to leave.
        await queryFulfilled.catch(() => undefined);
        dispatch(loggedOut(`${window.location.pathname}${window.location.search}`));
        dispatch(baseApi.util.resetApiState());
      },
    }),
    /** Spec 1 §4: reauthentication before sensitive changes; answers a fresh session like login. */
    reauthenticate: build.mutation<SessionPayload, { password: string }>({
      query: (body) => ({ url: 'account/reauthenticate', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSession(dispatch, queryFulfilled),
    }),
    sendPasswordReset: build.mutation<void, { email: string; edition: Edition }>({
      query: (body) => ({ url: 'account/sendPasswordReset', method: 'POST', body }),
    }),
    botChallenge: build.query<BotChallenge, void>({
      query: () => 'account/botChallenge',
      // Each challenge is single-use; never serve a cached one to a second signup attempt.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useCreateAccountMutation,
  useRestoreSessionMutation,
  useLogoutMutation,
  useReauthenticateMutation,
  useSendPasswordResetMutation,
  useLazyBotChallengeQuery,
} = authApi;
