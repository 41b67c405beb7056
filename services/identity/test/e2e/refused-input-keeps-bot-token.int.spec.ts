import { newAccountInput } from '../factories/account.factory';
import type { ErrorBody } from '../factories/identity-client';
import { IdentityHarness } from '../harness';

/**
 * Issue 11: input refused at parsing (NUL, an unpaired surrogate, nesting beyond 64) spends nothing. The bot
 * check is the costly thing a sign-up spends (a solved challenge is good once): after a refusal the same
 * token still opens the account, and no account was opened by the refused request.
 */
describe('a request refused at parsing keeps its bot-check token (real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(() => identity.start('identity_refused_input'), 120_000);
  afterAll(() => identity.stop());

  it.each([
    ['a NUL in the first name', { firstName: 'Ada\u0000' }, 'firstName'],
    ['an unpaired surrogate in the last name', { lastName: 'Tester \ud800' }, 'lastName'],
    ['a key nested 65 deep', { extra: JSON.parse('['.repeat(65) + ']'.repeat(65)) as unknown }, 'extra.0'],
  ])('refuses %s with G001 and the field, then accepts the same token', async (_, bad, path) => {
    const token = await identity.client.botToken();
    const input = newAccountInput();
    const refused = await identity.client.createAccount({ ...input, ...bad }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'G001',
      details: [{ path: expect.stringMatching(new RegExp(`^${path}`)) }],
    });
    const accounts = await identity.db.query(
      'SELECT count(*)::int AS n FROM accounts WHERE lower(email) = lower($1)',
      [input.email],
    );
    expect(accounts).toEqual([{ n: 0 }]);

    expect((await identity.client.createAccount(input, token)).statusCode).toBe(200);
  });
});
