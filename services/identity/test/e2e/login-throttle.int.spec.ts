import { newAccountInput } from '../factories/account.factory';
import type { ErrorBody } from '../factories/identity-client';
import { IdentityHarness } from '../harness';

/**
 * Issue 11, login throttling after OWASP: wrong passwords typed for someone's email slow that account's next
 * attempts and then demand a bot check, but never lock its owner out; A008 stays for one address spending its
 * budget of failures.
 */
describe('identity: login throttling that nobody can turn against a stranger (real Postgres)', () => {
  const identity = new IdentityHarness();
  const SLOWDOWN_BASE_MS = 300;
  let addresses = 0;
  /** Each test (and each "attacker") gets its own client address, so per-address budgets never mix. */
  const freshAddress = () => `198.51.100.${++addresses}`;

  beforeAll(
    () =>
      identity.start('identity_login_throttle', {
        LOGIN_BOT_CHECK_AFTER_FAILURES: '3',
        LOGIN_SLOWDOWN_BASE_MS: String(SLOWDOWN_BASE_MS),
        LOGIN_SLOWDOWN_MAX_MS: String(SLOWDOWN_BASE_MS * 2),
        LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      }),
    120_000,
  );
  afterAll(() => identity.stop());

  const login = (email: string, password: string, address: string, token?: string) =>
    identity.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password, ...(token ? { token } : {}) },
      headers: { 'x-forwarded-for': address },
    });

  async function newAccount() {
    const input = newAccountInput();
    expect((await identity.client.createAccount(input)).statusCode).toBe(200);
    return input;
  }

  it('slows the attempts on an account after each failure (doubling, capped)', async () => {
    const input = await newAccount();
    const address = freshAddress();
    expect((await login(input.email, 'wrong 1', address)).statusCode).toBe(401);
    expect((await login(input.email, 'wrong 2', address)).statusCode).toBe(401);
    // Two failures: the next attempt waits 2 x base before its password is even checked. Load only adds time.
    const started = Date.now();
    const third = await login(input.email, input.password, address);
    expect(third.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_BASE_MS * 2);
    // The success cleared the account's failures: two more do not reach the bot check (3) as four would.
    expect((await login(input.email, 'wrong 3', address)).statusCode).toBe(401);
    expect((await login(input.email, 'wrong 4', address)).statusCode).toBe(401);
    expect((await login(input.email, input.password, address)).statusCode).toBe(200);
  });

  it('after several failures asks for a bot check: G001 on the token, then a solved one lets the owner in', async () => {
    const input = await newAccount();
    const stranger = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await login(input.email, `guess ${i}`, stranger)).statusCode).toBe(401);

    const owner = freshAddress();
    const asked = await login(input.email, input.password, owner);
    expect(asked.statusCode).toBe(400);
    expect(asked.json<ErrorBody>().error).toMatchObject({
      code: 'G001',
      message: 'Please confirm that you are not a robot.',
      details: [{ path: 'token', message: 'Please confirm that you are not a robot.', reason: 'required' }],
    });
    const token = await identity.client.botToken();
    expect((await login(input.email, input.password, owner, token)).statusCode).toBe(200);
    // One proof of work buys one attempt: the spent token is refused the next time it is needed.
    for (let i = 0; i < 3; i++)
      expect((await login(input.email, `guess ${i}`, stranger)).statusCode).toBe(401);
    const reused = await login(input.email, input.password, owner, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorBody>().error.message).toBe('The bot check failed. Please try again.');
  });

  it('never locks the owner out, however many wrong passwords strangers type from however many places', async () => {
    const input = await newAccount();
    for (let i = 0; i < 10; i++) {
      const token = i >= 3 ? await identity.client.botToken() : undefined;
      const guess = await login(input.email, `guess ${i}`, freshAddress(), token);
      expect(guess.json<ErrorBody>().error.code).toBe('A006');
    }
    const owner = await login(input.email, input.password, freshAddress(), await identity.client.botToken());
    expect(owner.statusCode).toBe(200);
  }, 60_000);

  it('keeps A008 for one address that spends its budget of failures, whatever the accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < 6; i++) {
      expect((await login(newAccountInput().email, 'whatever', address)).json<ErrorBody>().error.code).toBe(
        'A001',
      );
    }
    const input = await newAccount();
    const refused = await login(input.email, input.password, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.code).toBe('A008');
    // The same account from another address is fine: the budget belongs to the address.
    expect((await login(input.email, input.password, freshAddress())).statusCode).toBe(200);
  });
});
