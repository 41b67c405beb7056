import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import type { SessionResult } from '../provider/identity-provider';
import type { SessionDto } from './dto/session.dto';
import { clearedRefreshCookie, refreshCookie } from './refresh-cookie';
import { clearedSessionHintCookie, sessionHintCookie } from './session-hint-cookie';

export interface ReplyLike {
  header(name: string, value: string): unknown;
}

/**
 * Puts the refresh token in its cookie (and the app-readable hint that one exists) and answers the rest: the one
 * place that knows the cookie settings.
 */
@Injectable()
export class SessionReply {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  send(result: SessionResult, reply: ReplyLike): SessionDto {
    const { token, expiresAt } = result.refreshToken;
    // The refresh cookie first: tests and tools read the first set-cookie as the session's.
    reply.header('set-cookie', refreshCookie(token, expiresAt, this.options()));
    reply.header('set-cookie', sessionHintCookie(expiresAt, this.options()));
    return result.session;
  }

  clear(reply: ReplyLike): void {
    reply.header('set-cookie', clearedRefreshCookie(this.options()));
    reply.header('set-cookie', clearedSessionHintCookie(this.options()));
  }

  private options() {
    return { path: this.config.REFRESH_COOKIE_PATH, secure: this.config.REFRESH_COOKIE_SECURE };
  }
}
