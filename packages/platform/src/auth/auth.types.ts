import type { JWTVerifyGetKey } from 'jose';

export interface AuthUser {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface AuthModuleOptions {
  /** Where the issuer publishes its signing keys (fetched lazily, cached, refreshed on unknown kid). */
  jwksUrl?: string;
  /** Alternative to jwksUrl, e.g. the identity service verifying with its own key set. */
  keyResolver?: JWTVerifyGetKey;
  issuer: string;
  audience: string;
}

export const AUTH_OPTIONS = Symbol('chalktalk.authOptions');
export const IS_PUBLIC = 'chalktalk:isPublic';
