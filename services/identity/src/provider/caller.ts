import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { decodeJwt } from 'jose';
import { clientAddress, type RequestLike } from '../auth/client-address';
import { readRefreshCookie } from '../auth/refresh-cookie';
import type { Caller } from './identity-provider';

type CallerRequest = RequestLike & { user?: AuthUser };

/**
 * auth_time of the bearer token. The global guard has already verified this very token (signature, issuer,
 * audience, expiry) before the handler runs, so reading one more claim from it is safe.
 */
export function authTimeOf(authorization: string | string[] | undefined): Date | undefined {
  const match = typeof authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (!match) return undefined;
  try {
    const { auth_time: authTime } = decodeJwt(match[1]!);
    return typeof authTime === 'number' && Number.isFinite(authTime) ? new Date(authTime * 1000) : undefined;
  } catch {
    return undefined;
  }
}

export function callerOf(req: CallerRequest): Caller {
  if (!req.user) throw new AppError('G003');
  return {
    accountId: req.user.id,
    authTime: authTimeOf(req.headers.authorization),
    sessionId: req.user.sessionId,
    refreshToken: readRefreshCookie(req.headers.cookie),
    address: clientAddress(req),
  };
}

/** The signed-in caller of an account call (user, auth_time, refresh cookie, address). */
export const SignedIn = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller =>
  callerOf(ctx.switchToHttp().getRequest<CallerRequest>()),
);
