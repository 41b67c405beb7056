import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthenticatedError } from '../auth/auth.errors';

/** The header service-to-service calls carry the shared internal credential in (never a user's bearer token). */
export const INTERNAL_CREDENTIAL_HEADER = 'x-chalktalk-internal';
export const INTERNAL_CREDENTIAL = Symbol('chalktalk.internalCredential');

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so the length of the secret does not leak either). */
export function credentialMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/**
 * Internal routes answer only callers holding INTERNAL_API_TOKEN (a secret from the environment: the helm secret,
 * the compose variable, or the one the embedded runner generates per run). Without a configured credential every
 * internal call is refused.
 */
@Injectable()
export class InternalCredentialGuard implements CanActivate {
  constructor(@Inject(INTERNAL_CREDENTIAL) private readonly credential: string | undefined) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!credentialMatches(this.credential, request.headers[INTERNAL_CREDENTIAL_HEADER])) {
      throw new UnauthenticatedError('Missing or wrong internal credential');
    }
    return true;
  }
}
