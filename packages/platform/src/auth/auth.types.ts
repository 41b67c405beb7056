import type { JWTVerifyGetKey } from 'jose';
import type { TrustedIssuer } from './trusted-issuers';

export interface AuthUser {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** The login session the token belongs to (its `sid` claim); absent in tokens that carry none. */
  sessionId?: string;
}

export interface AuthModuleOptions {
  /** Where the issuer publishes its signing keys (fetched lazily, cached, refreshed on unknown kid). */
  jwksUrl?: string;
  /** Alternative to jwksUrl, e.g. the identity service verifying with its own key set. */
  keyResolver?: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** Outside issuers (club Keycloak realms) whose tokens are accepted too; default: SSO_ISSUERS of the environment. */
  trustedIssuers?: readonly TrustedIssuer[];
  /**
   * Refusing tokens whose session ended (identity's SessionsEnded events): on unless false. False only suits an
   * app without a database and event bus (unit tests of the guard); every service keeps it on.
   */
  sessionRevocation?: false | RevocationOptions;
}

export interface RevocationOptions {
  /** How often each replica reads the refusals other replicas recorded; default 1000 ms. */
  pollIntervalMs?: number;
}

export const AUTH_OPTIONS = Symbol('chalktalk.authOptions');
export const IS_PUBLIC = 'chalktalk:isPublic';
