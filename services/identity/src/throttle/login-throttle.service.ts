import { Inject, Injectable } from '@nestjs/common';
import { identityFailure } from '../provider/identity-failure';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type LoginGate, loginGate } from './login-gate';
import { LoginThrottleRepository } from './login-throttle.repository';

export interface LoginAttempt {
  /** Normalised email the caller tries to log in as. */
  email: string;
  /** The caller's address as seen by the edge. */
  address: string;
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts failed logins in a sliding window, per account and per address, in the database so every replica
 * sees the same counts. An address over its budget is refused (A008): that is abuse from one place. An account's
 * failures never lock it (anyone can type wrong passwords for a stranger's email); they slow its next attempts and
 * demand a bot check (loginGate). A successful login clears the account's count, not the address's.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly repository: LoginThrottleRepository,
  ) {}

  /** What the attempt must go through; A008 when its address spent its budget. */
  async admit(attempt: LoginAttempt, now: Date = new Date()): Promise<LoginGate> {
    const since = this.windowStart(now);
    const [forAccount, forAddress] = await Promise.all([
      this.repository.countSince(accountKey(attempt.email), since),
      this.repository.countSince(addressKey(attempt.address), since),
    ]);
    if (forAddress >= this.config.LOGIN_MAX_FAILURES_PER_ADDRESS) throw identityFailure('too-many-attempts');
    return loginGate(forAccount, {
      botCheckAfterFailures: this.config.LOGIN_BOT_CHECK_AFTER_FAILURES,
      slowdownBaseMs: this.config.LOGIN_SLOWDOWN_BASE_MS,
      slowdownMaxMs: this.config.LOGIN_SLOWDOWN_MAX_MS,
    });
  }

  async recordFailure(attempt: LoginAttempt, now: Date = new Date()): Promise<void> {
    const keys = [accountKey(attempt.email), addressKey(attempt.address)];
    await this.repository.record(keys, now);
    await this.repository.forgetBefore(keys, this.windowStart(now));
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.repository.clear(accountKey(attempt.email));
  }

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000);
  }
}
