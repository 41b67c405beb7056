import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { JWTPayload } from 'jose';
import { requestContext } from '../logging/request-context';
import { UnauthenticatedError } from './auth.errors';
import { AUTH_OPTIONS, type AuthModuleOptions, type AuthUser, IS_PUBLIC } from './auth.types';
import { RefusalList } from './revocation/refusal-list';
import { IssuerAwareVerifier } from './issuer-aware-verifier';
import { remoteKeySet } from './token-verifier';
import { trustedIssuersFromEnv } from './trusted-issuers';

/**
 * Global guard: every HTTP route needs `Authorization: Bearer <JWT>` signed by a key of the JWKS, with the
 * configured issuer and audience, whose session has not ended (RefusalList), unless it is @Public().
 * Claims: sub (user id), email, given_name, family_name, sid (session id, optional). Tokens of the outside
 * issuers of `trustedIssuers` (SSO_ISSUERS) are accepted too, for the account their account claim names.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private verifier?: IssuerAwareVerifier;

  constructor(
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
    private readonly reflector: Reflector,
    private readonly refusals: RefusalList,
  ) {
    if (!options.keyResolver && !options.jwksUrl)
      throw new Error('AuthModule needs a jwksUrl or a keyResolver');
  }

  /** Built on first use: jose (ESM-only) loads only when a token is verified. */
  private tokens(): IssuerAwareVerifier {
    this.verifier ??= new IssuerAwareVerifier({
      own: {
        keys: this.options.keyResolver ?? remoteKeySet(this.options.jwksUrl!),
        issuer: this.options.issuer,
        audience: this.options.audience,
      },
      // Read from the environment when not given, so every service accepts the same issuers without its own wiring.
      trusted: this.options.trustedIssuers ?? trustedIssuersFromEnv(),
    });
    return this.verifier;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, unknown>; user?: AuthUser }>();
    const token = bearerToken(request.headers.authorization);

    if (!token) {
      if (isPublic) return true;
      throw new UnauthenticatedError('Missing bearer token');
    }
    const user = await this.verify(token);
    // An expired or ended token on a public page should not stop an anonymous visit.
    if (!user) {
      if (isPublic) return true;
      throw new UnauthenticatedError('Invalid or expired token');
    }
    if (this.refusals.isRefused({ accountId: user.id, sessionId: user.sessionId })) {
      if (isPublic) return true;
      throw new UnauthenticatedError('The session has ended');
    }
    request.user = user;
    const ctx = requestContext.get();
    if (ctx) ctx.userId = user.id;
    return true;
  }

  private async verify(token: string): Promise<AuthUser | undefined> {
    let payload: JWTPayload;
    let accountId: string;
    try {
      ({ payload, accountId } = await this.tokens().verify(token));
    } catch {
      return undefined;
    }
    const { email, given_name: firstName, family_name: lastName, sid } = payload;
    if (typeof email !== 'string') return undefined;
    return {
      id: accountId,
      email,
      ...(typeof firstName === 'string' ? { firstName } : {}),
      ...(typeof lastName === 'string' ? { lastName } : {}),
      ...(typeof sid === 'string' && sid !== '' ? { sessionId: sid } : {}),
    };
  }
}

function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
