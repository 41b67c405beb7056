import { loadIdentityConfig } from '../config';
import { LoginThrottleService } from './login-throttle.service';
import type { LoginThrottleRepository } from './login-throttle.repository';

/** Keeps failures in memory with the repository's semantics. */
class MemoryFailures {
  rows: { key: string; at: Date }[] = [];
  countSince = async (key: string, since: Date) =>
    this.rows.filter((r) => r.key === key && r.at > since).length;
  record = async (keys: string[], at: Date) => void this.rows.push(...keys.map((key) => ({ key, at })));
  clear = async (key: string) => void (this.rows = this.rows.filter((r) => r.key !== key));
  forgetBefore = async (keys: string[], before: Date) =>
    void (this.rows = this.rows.filter((r) => !(keys.includes(r.key) && r.at < before)));
}

const config = loadIdentityConfig({
  DATABASE_URL: 'postgres://x@localhost/identity',
  LOGIN_BOT_CHECK_AFTER_FAILURES: '3',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
  LOGIN_THROTTLE_WINDOW_SECONDS: '60',
});

describe('LoginThrottleService', () => {
  let failures: MemoryFailures;
  let throttle: LoginThrottleService;
  const t0 = new Date('2025-05-01T10:00:00Z');
  const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  beforeEach(() => {
    failures = new MemoryFailures();
    throttle = new LoginThrottleService(config, failures as unknown as LoginThrottleRepository);
  });

  it('never locks an account: its failures slow the next attempts and then ask for a bot check', async () => {
    const attempt = { email: 'a@b.co', address: '1.1.1.1' };
    await expect(throttle.admit(attempt, t0)).resolves.toEqual({ botCheckRequired: false, delayMs: 0 });
    for (let i = 0; i < 3; i++) await throttle.recordFailure({ ...attempt, address: `2.2.2.${i}` }, t0);
    // Another address trying the same account meets the same gate: the count is per account, but no A008.
    await expect(throttle.admit({ ...attempt, address: '3.3.3.3' }, t0)).resolves.toEqual({
      botCheckRequired: true,
      delayMs: 1000,
    });
  });

  it('refuses an address over its budget with A008, across accounts', async () => {
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ email: `u${i}@b.co`, address: '9.9.9.9' }, t0);
    await expect(throttle.admit({ email: 'fresh@b.co', address: '9.9.9.9' }, t0)).rejects.toMatchObject({
      code: 'A008',
      status: 429,
    });
    await expect(throttle.admit({ email: 'fresh@b.co', address: '8.8.8.8' }, t0)).resolves.toMatchObject({
      botCheckRequired: false,
    });
  });

  it('forgets failures once they leave the window', async () => {
    const attempt = { email: 'a@b.co', address: '1.1.1.1' };
    for (let i = 0; i < 5; i++) await throttle.recordFailure(attempt, t0);
    await expect(throttle.admit(attempt, later(61))).resolves.toEqual({
      botCheckRequired: false,
      delayMs: 0,
    });
  });

  it('clears the account count on success but not the address count', async () => {
    const attempt = { email: 'a@b.co', address: '1.1.1.1' };
    for (let i = 0; i < 2; i++) await throttle.recordFailure(attempt, t0);
    await throttle.recordSuccess(attempt);
    expect(failures.rows.map((r) => r.key)).toEqual(['address:1.1.1.1', 'address:1.1.1.1']);
  });
});
