import { AppError, type ErrorCode } from '@chalktalk/domain';

/**
 * Why an identity operation failed, in words no provider owns. The local adapter raises these; a Keycloak adapter
 * translates its own answers into the same reasons, so every provider surfaces as the spec's account codes.
 */
export type IdentityFailureReason =
  | 'account-not-found'
  | 'invalid-email'
  | 'missing-password'
  | 'email-exists'
  | 'weak-password'
  | 'wrong-password'
  | 'user-disabled'
  | 'too-many-attempts'
  | 'requires-recent-login'
  | 'session-expired'
  | 'invalid-action-code'
  | 'expired-action-code'
  | 'network';

/** Spec document 3 section 8: identity-provider failures → account codes, network failures → G006. */
export const FAILURE_CODES: Readonly<Record<IdentityFailureReason, ErrorCode>> = {
  'account-not-found': 'A001',
  'invalid-email': 'A002',
  'missing-password': 'A003',
  'email-exists': 'A004',
  'weak-password': 'A005',
  'wrong-password': 'A006',
  'user-disabled': 'A007',
  'too-many-attempts': 'A008',
  'requires-recent-login': 'A009',
  'session-expired': 'A009',
  'invalid-action-code': 'A010',
  'expired-action-code': 'A010',
  network: 'G006',
};

export function identityFailure(
  reason: IdentityFailureReason,
  options: { details?: unknown; cause?: unknown } = {},
): AppError {
  return new AppError(FAILURE_CODES[reason], options);
}

// Socket-level errors of Node, undici and the Postgres driver when a dependency cannot be reached.
const NETWORK_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const NETWORK_MESSAGE =
  /fetch failed|Connection terminated|connection timeout|timeout exceeded when trying to connect|Failed to fetch/i;

function isNetworkFailure(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_ERRNOS.has(code)) return true;
  if (NETWORK_MESSAGE.test(error.message)) return true;
  // Drivers wrap the socket error (TypeORM's QueryFailedError.driverError, undici's cause).
  const inner =
    (error as { cause?: unknown; driverError?: unknown }).cause ??
    (error as { driverError?: unknown }).driverError;
  return isNetworkFailure(inner, depth + 1);
}

/**
 * What a caller of the provider sees: account errors pass through, an unreachable dependency becomes G006 (so the
 * web app retries or says it is offline rather than logging the user out), anything else stays as it is (G999).
 */
export function toAccountError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (isNetworkFailure(error)) return identityFailure('network', { cause: error });
  return error;
}
