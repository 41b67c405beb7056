import { Injectable } from '@nestjs/common';
import { isAppError } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { AccountMailService } from '../account-mail/account-mail.service';
import { AccountsService, normalizeEmail, toUserDto } from '../accounts/accounts.service';
import type { AccountEntity } from '../accounts/account.entity';
import { BotCheckService } from '../bot-check/bot-check.service';
import { botCheckRequired } from '../bot-check/bot-check.errors';
import { accountCreated } from '../events/account-events';
import { KeysService } from '../keys/keys.service';
import type { Caller, LoginInput, NewAccountInput, SessionResult } from '../provider/identity-provider';
import { sessionExpired } from '../sessions/sessions.errors';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottleService } from '../throttle/login-throttle.service';
import type { SessionDto } from './dto/session.dto';

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Account calls that open, renew or close a session: the flows combining accounts, bot check and tokens. */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly botCheck: BotCheckService,
    private readonly sessions: SessionsService,
    private readonly keys: KeysService,
    private readonly throttle: LoginThrottleService,
    private readonly mail: AccountMailService,
    private readonly outbox: Outbox,
  ) {}

  async createAccount(input: NewAccountInput): Promise<SessionResult> {
    await this.botCheck.consume(input.token);
    const now = new Date();
    const account = await this.accounts.transaction(async (manager) => {
      const created = await this.accounts.create(input, manager, now);
      await this.outbox.append(manager, accountCreated(created));
      // Sign-up sends the verification mail by itself, as the original provider's client did.
      await this.mail.verification(manager, created, now);
      return created;
    });
    // Signup is followed by automatic login (spec 1 section 4).
    return this.open(account, now);
  }

  async login(input: LoginInput, address: string): Promise<SessionResult> {
    const attempt = { email: normalizeEmail(input.email), address };
    const gate = await this.throttle.admit(attempt);
    if (gate.botCheckRequired) {
      if (!input.token) throw botCheckRequired();
      await this.botCheck.consume(input.token);
    }
    await sleep(gate.delayMs);
    const account = await this.counted(attempt, () =>
      this.accounts.verifyCredentials(input.email, input.password),
    );
    return this.signedIn(account);
  }

  /** Asks the signed-in user for the password again; answers a new session with a fresh auth_time. */
  async reauthenticate(caller: Caller, password: string): Promise<SessionResult> {
    const current = await this.accounts.requireActive(caller.accountId);
    const attempt = { email: current.emailNormalized, address: caller.address };
    // The caller holds a live session of this account, so no bot check; the slowdown and address budget apply.
    await sleep((await this.throttle.admit(attempt)).delayMs);
    const account = await this.counted(attempt, () =>
      this.accounts.verifyPasswordOf(caller.accountId, password),
    );
    // The old session of this browser is replaced, not left alive beside the new one.
    if (caller.refreshToken && (await this.sessions.ownerOf(caller.refreshToken)) === account.id) {
      await this.sessions.end(caller.refreshToken, 'reauthenticated');
    }
    return this.signedIn(account);
  }

  async refresh(token: string | undefined): Promise<SessionResult> {
    if (!token) throw sessionExpired();
    const next = await this.sessions.rotate(token);
    const account = await this.accounts.findActive(next.accountId);
    if (!account) {
      await this.sessions.end(next.token, 'account-deleted');
      throw sessionExpired();
    }
    await this.accounts.recordAccess(account);
    return {
      session: await this.accessFor(account, next.authTime, next.sessionId),
      refreshToken: next,
    };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.sessions.end(token, 'logout');
  }

  /**
   * Opens a session for an account that has just proved who it is (password, or an SSO token issued at `authTime`):
   * its last access and the new session are written in one transaction, so a login waits for one commit's disk
   * flush instead of two.
   */
  async signedIn(
    account: AccountEntity,
    authTime: Date = new Date(),
    now: Date = new Date(),
  ): Promise<SessionResult> {
    const refreshToken = await this.accounts.transaction(async (manager) => {
      await this.accounts.recordAccess(account, now, manager);
      return this.sessions.start(account.id, authTime, now, manager);
    });
    return { session: await this.accessFor(account, authTime, refreshToken.sessionId), refreshToken };
  }

  /** Opens a new session (token family) whose password was typed at `authTime`. */
  async open(account: AccountEntity, authTime: Date = new Date()): Promise<SessionResult> {
    const refreshToken = await this.sessions.start(account.id, authTime);
    return { session: await this.accessFor(account, authTime, refreshToken.sessionId), refreshToken };
  }

  /**
   * A fresh access token for the account as it is now (new names or email), keeping the session's auth_time and
   * id (a token without a session id, from before sessions were named, stays without one).
   */
  async accessFor(
    account: AccountEntity,
    authTime: Date,
    sessionId: string | undefined,
  ): Promise<SessionDto> {
    const { accessToken, expiresIn } = await this.keys.signAccessToken(account, authTime, sessionId);
    return { user: toUserDto(account), accessToken, expiresIn };
  }

  /** Runs a password check, counting A001/A006 against the throttle and clearing the count on success. */
  private async counted(
    attempt: { email: string; address: string },
    check: () => Promise<AccountEntity>,
  ): Promise<AccountEntity> {
    let account: AccountEntity;
    try {
      account = await check();
    } catch (error) {
      if (isAppError(error) && (error.code === 'A001' || error.code === 'A006')) {
        await this.throttle.recordFailure(attempt);
      }
      throw error;
    }
    await this.throttle.recordSuccess(attempt);
    return account;
  }
}
