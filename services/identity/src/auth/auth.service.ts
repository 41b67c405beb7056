import { Injectable } from '@nestjs/common';
import { isAppError } from '@chalktalk/domain';
import { AccountsService, normalizeEmail, toUserDto } from '../accounts/accounts.service';
import type { AccountEntity } from '../accounts/account.entity';
import { BotCheckService } from '../bot-check/bot-check.service';
import { KeysService } from '../keys/keys.service';
import { sessionExpired } from '../sessions/sessions.errors';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottleService } from '../throttle/login-throttle.service';
import type { CreateAccountDto } from './dto/create-account.dto';
import type { LoginDto } from './dto/login.dto';
import type { SessionDto } from './dto/session.dto';

export interface SessionResult {
  session: SessionDto;
  refreshToken: { token: string; expiresAt: Date };
}

/** Account calls that open, renew or close a session: the flows combining accounts, bot check and tokens. */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly botCheck: BotCheckService,
    private readonly sessions: SessionsService,
    private readonly keys: KeysService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async createAccount(input: CreateAccountDto): Promise<SessionResult> {
    await this.botCheck.consume(input.token);
    const account = await this.accounts.create(input);
    // Signup is followed by automatic login (spec 1 section 4).
    return this.open(account);
  }

  async login(input: LoginDto, address: string): Promise<SessionResult> {
    const attempt = { email: normalizeEmail(input.email), address };
    await this.throttle.assertAllowed(attempt);
    let account: AccountEntity;
    try {
      account = await this.accounts.verifyCredentials(input.email, input.password);
    } catch (error) {
      if (isAppError(error) && (error.code === 'A001' || error.code === 'A006')) {
        await this.throttle.recordFailure(attempt);
      }
      throw error;
    }
    await this.throttle.recordSuccess(attempt);
    await this.accounts.recordAccess(account);
    return this.open(account);
  }

  async refresh(token: string | undefined): Promise<SessionResult> {
    if (!token) throw sessionExpired();
    const next = await this.sessions.rotate(token);
    const account = await this.accounts.findActive(next.accountId);
    if (!account) {
      await this.sessions.end(next.token);
      throw sessionExpired();
    }
    await this.accounts.recordAccess(account);
    return { session: await this.sessionFor(account), refreshToken: next };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.end(token);
  }

  private async open(account: AccountEntity): Promise<SessionResult> {
    const refreshToken = await this.sessions.start(account.id);
    return { session: await this.sessionFor(account), refreshToken };
  }

  private async sessionFor(account: AccountEntity): Promise<SessionDto> {
    const { accessToken, expiresIn } = await this.keys.signAccessToken(account);
    return { user: toUserDto(account), accessToken, expiresIn };
  }
}
