import { baseApi } from '../../../api/baseApi';
import type { Edition } from '../../../config/edition';
import { signedIn, type SessionPayload } from '../authSlice';

/** A club realm the login page offers (identity's account/ssoIssuers). */
export interface SsoIssuer {
  id: string;
  name: string;
  /** `<keycloak>/realms/<realm>` */
  issuer: string;
  clientId: string;
}

export const ssoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ssoIssuers: build.query<SsoIssuer[], void>({
      query: () => 'account/ssoIssuers',
      transformResponse: (answer: { issuers: SsoIssuer[] }) => answer.issuers,
    }),
    /** A realm access token in exchange for a Chalktalk session, stored like a login's. */
    ssoSession: build.mutation<SessionPayload, { token: string; edition: Edition }>({
      query: (body) => ({ url: 'account/ssoSession', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          dispatch(signedIn((await queryFulfilled).data));
        } catch {
          // Shown by the sign-in panel that made the call.
        }
      },
    }),
  }),
});

export const { useSsoIssuersQuery, useSsoSessionMutation } = ssoApi;
