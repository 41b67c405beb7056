import { newAccountInput } from '../factories/account.factory';
import { IdentityHarness } from '../harness';

/**
 * Issue 11: an unknown email and a wrong password take the same time, so timing does not tell which emails have an
 * account (the answers themselves stay A001 and A006, as the spec's catalogue has them). Before the fix the unknown
 * email skipped the argon2id verify: 9–14 ms against 29–47 ms. The samples alternate, so load from elsewhere on the
 * machine falls on both sides alike, and the medians may differ by less than 2x (a skipped hash is about 3x).
 */
const SAMPLES = 25;
const MAX_MEDIAN_RATIO = 2;

describe('identity: login takes as long for an unknown email as for a wrong password', () => {
  const identity = new IdentityHarness();

  beforeAll(
    () =>
      identity.start('identity_login_timing', {
        // Throttling is another rule with its own tests: keep it out of these measurements.
        LOGIN_BOT_CHECK_AFTER_FAILURES: '1000',
        LOGIN_SLOWDOWN_MAX_MS: '0',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      }),
    120_000,
  );
  afterAll(() => identity.stop());

  async function timedLogin(email: string, password: string): Promise<{ ms: number; code: string }> {
    const started = process.hrtime.bigint();
    const res = await identity.client.login(email, password);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { ms, code: res.json<{ error: { code: string } }>().error.code };
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
  };

  it('medians of many alternating samples stay within 2x of each other', async () => {
    const account = newAccountInput();
    expect((await identity.client.createAccount(account)).statusCode).toBe(200);
    // Warm both paths once (first-use costs such as a lazily built hash are not what is measured).
    await timedLogin(newAccountInput().email, 'whatever it is');
    await timedLogin(account.email, 'not the password');

    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const stranger = await timedLogin(newAccountInput().email, 'whatever it is');
      const guess = await timedLogin(account.email, `not the password ${i}`);
      expect([stranger.code, guess.code]).toEqual(['A001', 'A006']);
      unknown.push(stranger.ms);
      wrong.push(guess.ms);
    }
    const [unknownMedian, wrongMedian] = [median(unknown), median(wrong)];
    if (process.env.LOGIN_TIMINGS)
      console.info(
        `unknown email ${unknownMedian.toFixed(1)} ms, wrong password ${wrongMedian.toFixed(1)} ms`,
      );
    const ratio = Math.max(unknownMedian, wrongMedian) / Math.min(unknownMedian, wrongMedian);
    expect(ratio).toBeLessThan(MAX_MEDIAN_RATIO);
  }, 120_000);
});
