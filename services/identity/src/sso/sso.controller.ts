import type { z } from 'zod';
import { Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { Input, NoInput, Public } from '@chalktalk/platform';
import type { SessionDto } from '../auth/dto/session.dto';
import { type ReplyLike, SessionReply } from '../auth/session-reply';
import { SINGLE_SIGN_ON, type SingleSignOnProvider, type SsoIssuerInfo } from '../provider/single-sign-on';
import { ssoSessionSchema } from './sso.dto';

/** Single sign-on through a club's realm: which realms exist, and a realm token in exchange for a session. */
@Controller('api/account')
export class SsoController {
  constructor(
    @Inject(SINGLE_SIGN_ON) private readonly sso: SingleSignOnProvider,
    private readonly replies: SessionReply,
  ) {}

  /** The login page offers "Sign in with <name>" for each (empty when SSO is not configured). */
  @Public()
  @NoInput()
  @Get('ssoIssuers')
  ssoIssuers(): { issuers: SsoIssuerInfo[] } {
    return { issuers: this.sso.issuers() };
  }

  @Public()
  @Post('ssoSession')
  @HttpCode(200)
  async ssoSession(
    @Input(ssoSessionSchema) input: z.infer<typeof ssoSessionSchema>,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.replies.send(
      await this.sso.signIn({ token: input.token, edition: input.edition ?? 'hoops' }),
      reply,
    );
  }
}
