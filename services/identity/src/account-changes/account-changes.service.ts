import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import { AccountMailService } from '../account-mail/account-mail.service';
import { AccountsService, normalizeEmail } from '../accounts/accounts.service';
import { emailTaken, recentLoginRequired } from '../accounts/accounts.errors';
import { AccountsRepository } from '../accounts/accounts.repository';
import { ActionCodesService } from '../action-codes/action-codes.service';
import { AuthService } from '../auth/auth.service';
import type { SessionDto } from '../auth/dto/session.dto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { accountDeleted, emailChanged } from '../events/account-events';
import type { Caller, SessionResult } from '../provider/identity-provider';
import { SessionsService } from '../sessions/sessions.service';

/** True when the password was typed within `maxAgeSeconds` (the access token's auth_time). */
export function isRecentLogin(authTime: Date | undefined, maxAgeSeconds: number, now: Date): boolean {
  if (!authTime) return false;
  const age = now.getTime() - authTime.getTime();
  // A little clock skew forward is tolerated; a token from the future beyond that is not trusted.
  return age <= maxAgeSeconds * 1000 && age >= -60_000;
}

/** Changes a signed-in user makes to their own account: name, email, password, deletion. */
@Injectable()
export class AccountChangesService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly accounts: AccountsService,
    private readonly repository: AccountsRepository,
    private readonly codes: ActionCodesService,
    private readonly mail: AccountMailService,
    private readonly sessions: SessionsService,
    private readonly auth: AuthService,
    private readonly outbox: Outbox,
  ) {}

  async updateName(caller: Caller, name: { firstName: string; lastName: string }): Promise<SessionDto> {
    const account = await this.accounts.transaction(async (manager) => {
      const current = await this.accounts.requireActive(caller.accountId, manager);
      await this.repository.update(manager, current.id, name);
      return Object.assign(current, name);
    });
    return this.auth.accessFor(account, caller.authTime ?? new Date(0), caller.sessionId);
  }

  /**
   * Moves the sign-in address: the new one is unverified and gets a verification link, the old one gets a
   * notice (so a hijacked session cannot move an account silently), and links sent to the old one die.
   */
  async changeEmail(caller: Caller, newEmail: string): Promise<SessionDto> {
    this.assertRecentLogin(caller);
    const email = newEmail.trim();
    const emailNormalized = normalizeEmail(email);
    const now = new Date();
    const account = await this.accounts.transaction(async (manager) => {
      const current = await this.accounts.requireActive(caller.accountId, manager);
      if (current.emailNormalized === emailNormalized && current.email === email) return current;
      const oldEmail = current.email;
      const changes = { email, emailNormalized, emailVerified: false };
      if (!(await this.repository.update(manager, current.id, changes))) throw emailTaken();
      const changed = Object.assign(current, changes);
      await this.codes.voidOpen(manager, changed.id, 'verifyEmail', now);
      await this.codes.voidOpen(manager, changed.id, 'resetPassword', now);
      await this.outbox.append(manager, emailChanged(changed, oldEmail, now));
      await this.mail.verification(manager, changed, now);
      return changed;
    });
    return this.auth.accessFor(account, caller.authTime!, caller.sessionId);
  }

  /** Sets a new password: every session ends, this browser gets a new one. */
  async changePassword(caller: Caller, newPassword: string): Promise<SessionResult> {
    this.assertRecentLogin(caller);
    const passwordHash = await this.accounts.newPasswordHash(newPassword, 'newPassword');
    const account = await this.accounts.transaction(async (manager) => {
      const current = await this.accounts.requireActive(caller.accountId, manager);
      await this.repository.update(manager, current.id, { passwordHash });
      await this.codes.voidOpen(manager, current.id, 'resetPassword');
      await this.sessions.endAll(current.id, 'password-changed', manager);
      return current;
    });
    return this.auth.open(account, caller.authTime!);
  }

  /**
   * Deletes credentials, sessions, codes and profile, and tells the other services (AccountDeleted, and
   * SessionsEnded for every token of the account, so its access tokens stop working everywhere).
   */
  async deleteAccount(caller: Caller): Promise<void> {
    this.assertRecentLogin(caller);
    const now = new Date();
    await this.accounts.transaction(async (manager) => {
      const current = await this.accounts.requireActive(caller.accountId, manager);
      await this.repository.delete(manager, current.id);
      await this.outbox.append(manager, accountDeleted(current.id, now));
      await this.sessions.endAccount(manager, current.id, now);
    });
  }

  private assertRecentLogin(caller: Caller): void {
    if (!isRecentLogin(caller.authTime, this.config.RECENT_LOGIN_SECONDS, new Date())) {
      throw recentLoginRequired();
    }
  }
}
