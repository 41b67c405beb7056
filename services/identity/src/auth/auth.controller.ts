import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { parseInput, Public } from '@chalktalk/platform';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { AuthService, type SessionResult } from './auth.service';
import { clientAddress, type RequestLike } from './client-address';
import { createAccountSchema } from './dto/create-account.dto';
import { loginSchema } from './dto/login.dto';
import type { SessionDto } from './dto/session.dto';
import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from './refresh-cookie';

interface ReplyLike {
  header(name: string, value: string): unknown;
}

@Controller('api/account')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Public()
  @Post('createAccount')
  @HttpCode(200)
  async createAccount(
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.answer(await this.auth.createAccount(parseInput(createAccountSchema, body)), reply);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Req() req: RequestLike,
    @Res({ passthrough: true }) reply: ReplyLike,
  ): Promise<SessionDto> {
    return this.answer(await this.auth.login(parseInput(loginSchema, body), clientAddress(req)), reply);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: RequestLike, @Res({ passthrough: true }) reply: ReplyLike): Promise<SessionDto> {
    try {
      return this.answer(await this.auth.refresh(readRefreshCookie(req.headers.cookie)), reply);
    } catch (error) {
      // A dead token is useless to the browser; dropping it stops it from being replayed on every page load.
      reply.header('set-cookie', clearedRefreshCookie(this.cookieOptions()));
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
    await this.auth.logout(readRefreshCookie(req.headers.cookie));
    reply.header('set-cookie', clearedRefreshCookie(this.cookieOptions()));
    return { success: true };
  }

  private answer(result: SessionResult, reply: ReplyLike): SessionDto {
    const { token, expiresAt } = result.refreshToken;
    reply.header('set-cookie', refreshCookie(token, expiresAt, this.cookieOptions()));
    return result.session;
  }

  private cookieOptions() {
    return { path: this.config.REFRESH_COOKIE_PATH, secure: this.config.REFRESH_COOKIE_SECURE };
  }
}
