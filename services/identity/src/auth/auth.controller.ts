import type { z } from 'zod';
import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { Public, Input, NoInput } from '@chalktalk/platform';
import { SignedIn } from '../provider/caller';
import { type Caller, IDENTITY_PROVIDER, type IdentityProvider } from '../provider/identity-provider';
import { clientAddress, type RequestLike } from './client-address';
import { reauthenticateSchema } from './dto/account-actions.dto';
import { createAccountSchema } from './dto/create-account.dto';
import { loginSchema } from './dto/login.dto';
import type { SessionDto } from './dto/session.dto';
import { readRefreshCookie } from './refresh-cookie';
import { type ReplyLike, SessionReply } from './session-reply';

/** Calls that open, renew or close a session; each answers the session and sets or clears the cookie. */
@Controller('api/account')
export class AuthController {
  constructor(
    @Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider,
    private readonly replies: SessionReply,
  ) {}

  @Public()
  @Post('createAccount')
  @HttpCode(200)
  async createAccount(
    @Input(createAccountSchema) input: z.infer<typeof createAccountSchema>,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    const result = await this.identity.createAccount({ ...input, edition: input.edition ?? 'hoops' });
    return this.replies.send(result, reply);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Input(loginSchema) input: z.infer<typeof loginSchema>,
    @Req() req: RequestLike,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.replies.send(await this.identity.login(input, clientAddress(req)), reply);
  }

  @Public()
  @NoInput()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: RequestLike, @Res({ passthrough: true }) reply: ReplyLike): Promise<SessionDto> {
    try {
      return this.replies.send(await this.identity.refresh(readRefreshCookie(req.headers.cookie)), reply);
    } catch (error) {
      // A dead token is useless to the browser; dropping it stops it from being replayed on every page load.
      this.replies.clear(reply);
      throw error;
    }
  }

  @Public()
  @NoInput()
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() req: RequestLike,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<{ success: true }> {
    await this.identity.logout(readRefreshCookie(req.headers.cookie));
    this.replies.clear(reply);
    return { success: true };
  }

  @Post('reauthenticate')
  @HttpCode(200)
  async reauthenticate(
    @SignedIn() caller: Caller,
    @Input(reauthenticateSchema) { password }: z.infer<typeof reauthenticateSchema>,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.replies.send(await this.identity.reauthenticate(caller, password), reply);
  }
}
