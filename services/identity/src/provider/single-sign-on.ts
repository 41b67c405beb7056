import type { SessionResult } from './identity-provider';

/** What the login page needs to offer "Sign in with <name>" through keycloak-js. */
export interface SsoIssuerInfo {
  id: string;
  name: string;
  /** The realm URL (`<keycloak>/realms/<realm>`): keycloak-js's url + realm come from it. */
  issuer: string;
  clientId: string;
}

/**
 * The single sign-on side of the identity port: a club's own identity provider (Keycloak realm) signs its members
 * in, and this service links the realm user to a Chalktalk account by verified email and opens a session as a
 * password login would. Passwords of such members stay with the realm; the IdentityProvider port keeps everyone
 * else's. `KeycloakIdentityAdapter` implements it.
 */
export interface SingleSignOnProvider {
  issuers(): SsoIssuerInfo[];
  /** Exchanges a realm access token for a Chalktalk session (account linked or created on first use). */
  signIn(input: { token: string; edition: string }): Promise<SessionResult>;
}

export const SINGLE_SIGN_ON = Symbol('SINGLE_SIGN_ON');
