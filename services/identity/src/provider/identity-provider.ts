import type { ActionMode } from '../action-codes/action-code.entity';
import type { SessionDto } from '../auth/dto/session.dto';

/** A session answer plus the refresh token that travels only in the httpOnly cookie. */
export interface SessionResult {
  session: SessionDto;
  refreshToken: { token: string; expiresAt: Date };
}

/** The signed-in caller of an account call, as the controller read it from the request. */
export interface Caller {
  accountId: string;
  /** auth_time of the access token: when the password was last typed; undefined for a token without it. */
  authTime: Date | undefined;
  /** The login session of the access token (its `sid`); undefined for a token without it. */
  sessionId: string | undefined;
  /** The refresh cookie, when the browser sent one. */
  refreshToken: string | undefined;
  /** The client address (throttling). */
  address: string;
}

export interface LoginInput {
  email: string;
  password: string;
  /** A solved bot check; required once the account had several failed logins. */
  token?: string;
}

export interface NewAccountInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  edition: string;
}

/**
 * The port between the account calls and whoever keeps the credentials. `LocalIdentityProvider` is the built-in
 * one (this service's database); a Keycloak adapter implements the same calls against a realm. Every failure
 * surfaces as an account code (A001–A010) or G006 (see identity-failure.ts).
 */
export interface IdentityProvider {
  createAccount(input: NewAccountInput): Promise<SessionResult>;
  login(input: LoginInput, address: string): Promise<SessionResult>;
  refresh(refreshToken: string | undefined): Promise<SessionResult>;
  logout(refreshToken: string | undefined): Promise<void>;
  reauthenticate(caller: Caller, password: string): Promise<SessionResult>;

  sendPasswordReset(email: string, edition: string | undefined, address: string): Promise<void>;
  sendEmailVerification(caller: Caller): Promise<void>;
  checkActionCode(oobCode: string): Promise<{ mode: ActionMode; email: string }>;
  applyActionCode(oobCode: string): Promise<void>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;

  updateName(caller: Caller, name: { firstName: string; lastName: string }): Promise<SessionDto>;
  changeEmail(caller: Caller, newEmail: string): Promise<SessionDto>;
  changePassword(caller: Caller, newPassword: string): Promise<SessionResult>;
  deleteAccount(caller: Caller): Promise<void>;
}

export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');
