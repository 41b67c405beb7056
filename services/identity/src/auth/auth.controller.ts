import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { parseInput, Public } from '@chalktalk/platform';
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
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    const input = parseInput(createAccountSchema, body);
    const result = await this.identity.createAccount({ ...input, edition: input.edition ?? 'hoops' });
    return this.replies.send(result, reply);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Req() req: RequestLike,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    const input = parseInput(loginSchema, body);
    return this.replies.send(await this.identity.login(input, clientAddress(req)), reply);
  }

  @Public()
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
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    const { password } = parseInput(reauthenticateSchema, body);
    return this.replies.send(await this.identity.reauthenticate(caller, password), reply);
  }
}
