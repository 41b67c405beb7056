import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { identityFailure } from '../provider/identity-failure';
import { LoginThrottleRepository } from './login-throttle.repository';

const resetAddressKey = (address: string) => `reset-address:${address}`;
const resetEmailKey = (email: string) => `reset-email:${email}`;
const verificationKey = (accountId: string) => `verify-account:${accountId}`;

/**
 * Limits the calls that send mail, so nobody can flood an inbox or probe addresses at speed. Counted in the
 * same keyed table as failed logins, over MAIL_THROTTLE_WINDOW_SECONDS.
 */
@Injectable()
export class MailThrottleService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: LoginThrottleRepository,
  ) {}

  /**
   * Counts a password-reset request. Too many from one address is A008 (that reveals nothing about any email);
   * too many for one email answers false, and the caller then sends nothing while answering as usual.
   */
  async admitReset(email: string, address: string, now: Date = new Date()): Promise<boolean> {
    const since = this.windowStart(now);
    const addressKey = resetAddressKey(address);
    if ((await this.repository.countSince(addressKey, since)) >= this.config.RESET_MAX_PER_ADDRESS) {
      throw identityFailure('too-many-attempts');
    }
    const emailKey = resetEmailKey(email);
    const forEmail = await this.repository.countSince(emailKey, since);
    await this.repository.record([addressKey, emailKey], now);
    await this.repository.forgetBefore([addressKey, emailKey], since);
    return forEmail < this.config.RESET_MAX_PER_EMAIL;
  }

  /** Counts a verification mail asked for by a signed-in user; too many is A008. */
  async admitVerification(accountId: string, now: Date = new Date()): Promise<void> {
    const since = this.windowStart(now);
    const key = verificationKey(accountId);
    if ((await this.repository.countSince(key, since)) >= this.config.VERIFICATION_MAX_PER_ACCOUNT) {
      throw identityFailure('too-many-attempts');
    }
    await this.repository.record([key], now);
    await this.repository.forgetBefore([key], since);
  }

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.config.MAIL_THROTTLE_WINDOW_SECONDS * 1000);
  }
}
