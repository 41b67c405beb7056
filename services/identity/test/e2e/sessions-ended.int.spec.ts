import { timestampDate } from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { decodeJwt } from 'jose';
import { newAccountInput } from '../factories/account.factory';
import { type ErrorBody, refreshCookieOf, type SessionBody } from '../factories/identity-client';
import { sessionsEndedOf } from '../factories/outbox-reader';
import { IdentityHarness } from '../harness';

/**
 * Access tokens name their session (`sid`), and every way a session ends emits SessionsEnded on
 * identity.session.v1, which every service (identity included) turns into refusals of those tokens.
 */
describe('identity: sessions end for every service (real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(() => identity.start('identity_sessions_ended'), 120_000);
  afterAll(() => identity.stop());

  const post: typeof identity.client.post = (...args) => identity.client.post(...args);

  async function signUp() {
    const input = newAccountInput();
    const res = await identity.client.createAccount(input);
    expect(res.statusCode).toBe(200);
    return { input, session: res.json<SessionBody>(), cookie: refreshCookieOf(res) };
  }

  async function login(email: string, password: string) {
    const res = await identity.client.login(email, password);
    expect(res.statusCode).toBe(200);
    return { session: res.json<SessionBody>(), cookie: refreshCookieOf(res) };
  }

  const sidOf = (session: SessionBody) => decodeJwt(session.accessToken).sid as string;

  const refusedSoon = (token: string) =>
    waitFor(async () => ((await identity.client.profile(token)).statusCode === 401 ? true : undefined), {
      timeoutMs: 10_000,
      what: 'identity to refuse the ended token',
    });

  it('names the session in every access token and keeps it across refreshes', async () => {
    const { input, session, cookie } = await signUp();
    const other = await login(input.email, input.password);
    expect(sidOf(session)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sidOf(other.session)).not.toBe(sidOf(session));
    const refreshed = (await identity.client.refresh(cookie)).json<SessionBody>();
    expect(sidOf(refreshed)).toBe(sidOf(session));
  });

  it('logout announces the ended session with a deadline past the token lifetime, and the token stops working', async () => {
    const { session, cookie } = await signUp();
    expect((await identity.client.profile(session.accessToken)).statusCode).toBe(200);
    const before = Date.now();
    expect((await identity.client.logout(cookie)).statusCode).toBe(200);

    const [ended] = await sessionsEndedOf(identity.db, session.user.id);
    expect(ended).toMatchObject({ sessionIds: [sidOf(session)], allSessions: false, reason: 'logout' });
    const refuseUntil = timestampDate(ended!.refuseUntil!).getTime();
    // 15 minutes of token life plus a minute of clock skew.
    expect(refuseUntil - before).toBeGreaterThanOrEqual(16 * 60_000 - 5_000);
    expect(refuseUntil - before).toBeLessThanOrEqual(16 * 60_000 + 5_000);
    await refusedSoon(session.accessToken);
    const body = (await identity.client.profile(session.accessToken)).json<ErrorBody>();
    expect(body.error.code).toBe('G003');
  });

  it('a password change ends every session of the account, and the new one works', async () => {
    const { input, session } = await signUp();
    const laptop = await login(input.email, input.password);
    const changed = await post(
      'changePassword',
      { newPassword: 'a brand new secret' },
      { token: laptop.session.accessToken, cookie: laptop.cookie },
    );
    expect(changed.statusCode).toBe(200);

    const ended = await sessionsEndedOf(identity.db, session.user.id);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.reason).toBe('password-changed');
    expect([...ended[0]!.sessionIds].sort()).toEqual([sidOf(session), sidOf(laptop.session)].sort());
    await refusedSoon(session.accessToken);
    await refusedSoon(laptop.session.accessToken);
    expect((await identity.client.profile(changed.json<SessionBody>().accessToken)).statusCode).toBe(200);
  });

  it('a password change also ends a session whose token was re-signed without a refresh, not long-dead ones', async () => {
    const { input, session } = await signUp();
    const laptop = await login(input.email, input.password);
    const dead = await login(input.email, input.password);
    // The first session last refreshed an hour ago; its live access token came from updateName since.
    await identity.db.query(
      `UPDATE refresh_tokens SET created_at = now() - interval '1 hour' WHERE family_id = $1`,
      [sidOf(session)],
    );
    await identity.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 day' WHERE family_id = $1`,
      [sidOf(dead.session)],
    );
    const renamed = await post(
      'updateName',
      { firstName: 'Ada', lastName: 'Byron' },
      { token: session.accessToken },
    );
    const resigned = renamed.json<SessionBody>();
    expect(sidOf(resigned)).toBe(sidOf(session));

    const changed = await post(
      'changePassword',
      { newPassword: 'yet another secret' },
      { token: laptop.session.accessToken, cookie: laptop.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const [ended] = await sessionsEndedOf(identity.db, session.user.id);
    expect([...ended!.sessionIds].sort()).toEqual([sidOf(session), sidOf(laptop.session)].sort());
    await refusedSoon(resigned.accessToken);
  });

  it('a reused refresh token ends its session: the thief’s access token dies with it', async () => {
    const { session, cookie } = await signUp();
    const rotated = await identity.client.refresh(cookie);
    expect(rotated.statusCode).toBe(200);
    expect((await identity.client.refresh(cookie)).statusCode).toBe(401);

    const ended = await sessionsEndedOf(identity.db, session.user.id);
    expect(ended.map((e) => [e.reason, [...e.sessionIds]])).toEqual([
      ['refresh-token-reused', [sidOf(session)]],
    ]);
    await refusedSoon(rotated.json<SessionBody>().accessToken);
  });

  it('deleting the account refuses every token of it', async () => {
    const { input, session } = await signUp();
    const other = await login(input.email, input.password);
    expect((await post('deleteAccount', {}, { token: session.accessToken })).statusCode).toBe(200);

    const ended = await sessionsEndedOf(identity.db, session.user.id);
    expect(ended).toMatchObject([{ allSessions: true, reason: 'account-deleted' }]);
    await refusedSoon(other.session.accessToken);
  });
});
