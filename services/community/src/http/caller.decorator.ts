import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';

/** Who calls a community route: the signed-in user (on @Public routes only when a valid token came along). */
export interface Caller {
  user?: AuthUser;
  /** The bearer header as received, forwarded to playbook for the internal calls. */
  authorization?: string;
}

export const CurrentCaller: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Caller => {
    const request = ctx
      .switchToHttp()
      .getRequest<{ user?: AuthUser; headers: Record<string, string | string[] | undefined> }>();
    const header = request.headers.authorization;
    return {
      ...(request.user ? { user: request.user } : {}),
      ...(request.user && typeof header === 'string' ? { authorization: header } : {}),
    };
  },
);
