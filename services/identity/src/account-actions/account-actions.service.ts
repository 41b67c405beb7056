import { Injectable } from '@nestjs/common';
import { AccountMailService } from '../account-mail/account-mail.service';
import { AccountsService, normalizeEmail } from '../accounts/accounts.service';
import { AccountsRepository } from '../accounts/accounts.repository';
import type { ActionMode } from '../action-codes/action-code.entity';
import { ActionCodesService } from '../action-codes/action-codes.service';
import { invalidActionCode } from '../action-codes/action-codes.errors';
import type { Caller } from '../provider/identity-provider';
import { SessionsService } from '../sessions/sessions.service';
import { LoginThrottleService } from '../throttle/login-throttle.service';
import { MailThrottleService } from '../throttle/mail-throttle.service';

/** The emailed-link flows: asking for a link, checking it, and applying it. */
@Injectable()
export class AccountActionsService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly repository: AccountsRepository,
    private readonly codes: ActionCodesService,
    private readonly mail: AccountMailService,
    private readonly sessions: SessionsService,
    private readonly mailThrottle: MailThrottleService,
    private readonly loginThrottle: LoginThrottleService,
  ) {}

  /**
   * Mails a reset link when the email has an account. The caller learns nothing either way: same answer, and the
   * per-email limit only silences the mail.
   */
  async sendPasswordReset(email: string, edition: string | undefined, address: string): Promise<void> {
    const admitted = await this.mailThrottle.admitReset(normalizeEmail(email), address);
    if (!admitted) return;
    const account = await this.accounts.findByEmail(email);
    if (!account || account.disabled) return;
    await this.accounts.transaction((manager) =>
      this.mail.passwordReset(manager, account, edition ?? account.edition),
    );
  }

  async sendEmailVerification(caller: Caller): Promise<void> {
    await this.mailThrottle.admitVerification(caller.accountId);
    await this.accounts.transaction(async (manager) => {
      const account = await this.accounts.requireActive(caller.accountId, manager);
      await this.mail.verification(manager, account);
    });
  }

  async checkActionCode(oobCode: string): Promise<{ mode: ActionMode; email: string }> {
    const code = await this.codes.inspect(oobCode, (id) => this.accounts.emailOf(id));
    const account = await this.accounts.findActive(code.accountId);
    if (!account) throw invalidActionCode();
    return { mode: code.mode, email: account.email };
  }

  /** Applies a verify-email code: the address it was sent to is now verified. */
  async applyActionCode(oobCode: string): Promise<void> {
    await this.accounts.transaction(async (manager) => {
      const code = await this.codes.spend(manager, oobCode, 'verifyEmail', (id) =>
        this.lockedEmailOf(manager, id),
      );
      await this.repository.update(manager, code.accountId, { emailVerified: true });
    });
  }

  /**
   * Sets a new password from a reset link. Every session ends (whoever held one must log in with the new
   * password), other reset links die, and the address counts as verified: the mail reached it.
   */
  async confirmPasswordReset(oobCode: string, newPassword: string): Promise<void> {
    // Fail fast on a dead link before paying for a hash; the transaction below checks again under a lock.
    await this.codes.inspect(oobCode, (id) => this.accounts.emailOf(id));
    const passwordHash = await this.accounts.newPasswordHash(newPassword, 'newPassword');
    const account = await this.accounts.transaction(async (manager) => {
      const code = await this.codes.spend(manager, oobCode, 'resetPassword', (id) =>
        this.lockedEmailOf(manager, id),
      );
      await this.repository.update(manager, code.accountId, { passwordHash, emailVerified: true });
      await this.codes.voidOpen(manager, code.accountId, 'resetPassword');
      await this.sessions.endAll(code.accountId, 'password-reset', manager);
      return this.repository.findById(code.accountId, manager);
    });
    // The owner proved control of the mailbox: past failed guesses no longer lock them out.
    if (account) await this.loginThrottle.recordSuccess({ email: account.emailNormalized, address: '' });
  }

  private async lockedEmailOf(manager: Parameters<ActionCodesService['spend']>[0], id: string) {
    const account = await this.repository.findByIdForUpdate(manager, id);
    return account && !account.disabled ? account.emailNormalized : undefined;
  }
}
