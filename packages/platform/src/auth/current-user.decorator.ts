import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { UnauthenticatedError } from './auth.errors';
import type { AuthUser } from './auth.types';

export function userOfRequest(request: unknown): AuthUser | undefined {
  return (request as { user?: AuthUser }).user;
}

/** The authenticated caller. On a @Public route without a token it throws G003 (401) rather than yield undefined. */
export const CurrentUser: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => {
    const user = userOfRequest(ctx.switchToHttp().getRequest());
    if (!user) throw new UnauthenticatedError('Sign in to continue');
    return user;
  },
);
