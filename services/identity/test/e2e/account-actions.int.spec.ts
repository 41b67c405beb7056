import { randomUUID } from 'node:crypto';
import { AccountDeletedSchema, EmailChangedSchema } from '@chalktalk/contracts';
import { waitFor } from '@chalktalk/platform/testing';
import { decodeJwt } from 'jose';
import { KeysService } from '../../src/keys/keys.service';
import { newAccountInput } from '../factories/account.factory';
import { type ErrorBody, refreshCookieOf, type SessionBody } from '../factories/identity-client';
import { latestCode, outboxEvents } from '../factories/outbox-reader';
import { IdentityHarness } from '../harness';

describe('identity account actions over HTTP (real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(
    () =>
      identity.start('identity_actions', {
        LOGIN_BOT_CHECK_AFTER_FAILURES: '3',
        RESET_MAX_PER_ADDRESS: '4',
        RESET_MAX_PER_EMAIL: '2',
        VERIFICATION_MAX_PER_ACCOUNT: '2',
        WEB_ORIGIN: 'http://web.test',
      }),
    120_000,
  );
  afterAll(() => identity.stop());

  const post: typeof identity.client.post = (...args) => identity.client.post(...args);

  async function signUp(overrides: Parameters<typeof newAccountInput>[0] = {}) {
    const input = newAccountInput(overrides);
    const res = await identity.client.createAccount(input);
    expect(res.statusCode).toBe(200);
    return { input, session: res.json<SessionBody>(), cookie: refreshCookieOf(res) };
  }

  /** An access token of the real signing key whose password was typed `minutesAgo` minutes ago. */
  async function staleToken(session: SessionBody, minutesAgo: number): Promise<string> {
    const keys = identity.app.get(KeysService);
    const { accessToken } = await keys.signAccessToken(
      session.user,
      new Date(Date.now() - minutesAgo * 60_000),
      decodeJwt(session.accessToken).sid as string,
    );
    return accessToken;
  }

  describe('recent login (A009) and reauthenticate', () => {
    it('puts auth_time in every access token and keeps it across refresh', async () => {
      const { session, cookie } = await signUp();
      const authTime = decodeJwt(session.accessToken).auth_time as number;
      expect(Math.abs(authTime * 1000 - Date.now())).toBeLessThan(10_000);
      const refreshed = (await identity.client.refresh(cookie)).json<SessionBody>();
      expect(decodeJwt(refreshed.accessToken).auth_time).toBe(authTime);
    });

    it.each([
      ['changeEmail', { newEmail: 'someone-new@example.test' }],
      ['changePassword', { newPassword: 'another password' }],
      ['deleteAccount', {}],
    ])('%s needs a login within 5 minutes', async (call, payload) => {
      const { session } = await signUp();
      const res = await post(call, payload, { token: await staleToken(session, 6) });
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorBody>().error).toMatchObject({
        code: 'A009',
        message: 'For your security, please log in again to continue.',
      });
    });

    it('reauthenticate answers like login with a fresh auth_time, and the change then goes through', async () => {
      const { input, session, cookie } = await signUp();
      const stale = await staleToken(session, 10);
      const wrong = await post('reauthenticate', { password: 'not it' }, { token: stale, cookie });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<ErrorBody>().error.code).toBe('A006');
      const empty = await post('reauthenticate', { password: '' }, { token: stale });
      expect(empty.json<ErrorBody>().error.details).toEqual([
        { path: 'password', message: 'Password is required' },
      ]);

      const again = await post('reauthenticate', { password: input.password }, { token: stale, cookie });
      expect(again.statusCode).toBe(200);
      const fresh = again.json<SessionBody>();
      expect(fresh.user.id).toBe(session.user.id);
      expect(decodeJwt(fresh.accessToken).auth_time as number).toBeGreaterThan(Date.now() / 1000 - 10);
      // The session of the old cookie was replaced by the new one.
      expect((await identity.client.refresh(cookie)).json<ErrorBody>().error.code).toBe('A009');
      expect((await identity.client.refresh(refreshCookieOf(again))).statusCode).toBe(200);

      const changed = await post(
        'changePassword',
        { newPassword: 'brand new secret' },
        { token: fresh.accessToken },
      );
      expect(changed.statusCode).toBe(200);
    });

    it('counts wrong reauthenticate passwords against the account: its login then needs a bot check', async () => {
      const { input, session } = await signUp();
      const stale = await staleToken(session, 10);
      for (let i = 0; i < 3; i++) {
        expect((await post('reauthenticate', { password: 'guess' }, { token: stale })).statusCode).toBe(401);
      }
      const login = await identity.client.login(input.email, input.password, {
        'x-forwarded-for': '192.0.2.77',
      });
      expect(login.statusCode).toBe(400);
      expect(login.json<ErrorBody>().error.details).toEqual([
        { path: 'token', message: 'Please confirm that you are not a robot.', reason: 'required' },
      ]);
      // Reauthenticating itself needs no bot check (the caller holds a session), only patience.
      const again = await post('reauthenticate', { password: input.password }, { token: stale });
      expect(again.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the email has an account, and mails only the account', async () => {
      const { input } = await signUp();
      const before = (await outboxEvents(identity.db)).length;
      const known = await post(
        'sendPasswordReset',
        { email: `  ${input.email.toUpperCase()} ` },
        { ip: '10.1.0.1' },
      );
      const unknown = await post(
        'sendPasswordReset',
        { email: 'nobody-here@example.test' },
        { ip: '10.1.0.1' },
      );
      expect([known.statusCode, known.body]).toEqual([200, '{}']);
      expect([unknown.statusCode, unknown.body]).toEqual([200, '{}']);
      const events = (await outboxEvents(identity.db)).slice(before);
      expect(events.map((e) => e.type)).toEqual(['chalktalk.identity.v1.PasswordResetRequested']);
      expect(await latestCode(identity.db, 'resetPassword', input.email)).toMatch(/^[\w-]{43}$/);
    });

    it('needs an email, with the forgot-password message', async () => {
      const res = await post('sendPasswordReset', { email: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.details).toEqual([
        { path: 'email', message: 'Please enter an email address' },
      ]);
      const invalid = await post('sendPasswordReset', { email: 'not an email' });
      expect(invalid.json<ErrorBody>().error.details).toEqual([
        { path: 'email', message: 'Please enter a valid email address.' },
      ]);
    });

    it('limits mails per email silently and requests per address with A008', async () => {
      const { input, session } = await signUp();
      const ip = '10.2.0.2';
      for (let i = 0; i < 4; i++) {
        expect((await post('sendPasswordReset', { email: input.email }, { ip })).statusCode).toBe(200);
      }
      // RESET_MAX_PER_EMAIL is 2: the 3rd and 4th answered {} but sent nothing.
      const mails = (await outboxEvents(identity.db)).filter(
        (e) => e.type.endsWith('PasswordResetRequested') && e.key === session.user.id,
      );
      expect(mails).toHaveLength(2);
      const blocked = await post('sendPasswordReset', { email: 'other@example.test' }, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<ErrorBody>().error.code).toBe('A008');
    });

    it('confirmPasswordReset ends every session, voids other reset links and refuses a weak password', async () => {
      const { input, cookie } = await signUp();
      await post('sendPasswordReset', { email: input.email }, { ip: '10.3.0.1' });
      const first = (await latestCode(identity.db, 'resetPassword', input.email))!;
      await post('sendPasswordReset', { email: input.email }, { ip: '10.3.0.1' });
      const second = (await latestCode(identity.db, 'resetPassword', input.email))!;

      const weak = await post('confirmPasswordReset', { oobCode: second, newPassword: '123' });
      expect(weak.json<ErrorBody>().error).toMatchObject({ code: 'A005' });
      expect(
        (await post('confirmPasswordReset', { oobCode: second, newPassword: 'a fine password' })).statusCode,
      ).toBe(200);

      expect((await identity.client.refresh(cookie)).json<ErrorBody>().error.code).toBe('A009');
      expect((await post('checkActionCode', { oobCode: first })).json<ErrorBody>().error.code).toBe('A010');
      expect((await identity.client.login(input.email, 'a fine password')).statusCode).toBe(200);
    });
  });

  describe('action codes (A010)', () => {
    it('refuses unknown, malformed, expired and reused codes, and codes of the other mode', async () => {
      const { input, session } = await signUp();
      const verify = (await latestCode(identity.db, 'verifyEmail', input.email))!;
      const expectA010 = async (call: string, payload: unknown) => {
        const res = await post(call, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorBody>().error).toMatchObject({
          code: 'A010',
          message: 'This link is invalid or expired.',
        });
      };
      await expectA010('checkActionCode', { oobCode: 'x'.repeat(43) });
      await expectA010('applyActionCode', { oobCode: 'short' });
      await expectA010('confirmPasswordReset', { oobCode: verify, newPassword: 'whatever pw' });

      expect((await post('checkActionCode', { oobCode: verify })).json()).toEqual({
        mode: 'verifyEmail',
        email: input.email,
      });
      expect((await post('applyActionCode', { oobCode: verify })).statusCode).toBe(200);
      await expectA010('applyActionCode', { oobCode: verify });
      await expectA010('checkActionCode', { oobCode: verify });

      // An expired code (3 days for verification): moved into the past in the database.
      await post('sendEmailVerification', {}, { token: session.accessToken });
      const fresh = (await latestCode(identity.db, 'verifyEmail', input.email))!;
      await identity.db.query(
        `UPDATE action_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      );
      await expectA010('applyActionCode', { oobCode: fresh });
    });

    it('stores only a hash of each code', async () => {
      const { input } = await signUp();
      const code = (await latestCode(identity.db, 'verifyEmail', input.email))!;
      const rows: { code_hash: string }[] = await identity.db.query(`SELECT code_hash FROM action_codes`);
      expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    });

    it('sendEmailVerification mails the account and is limited per account (A008)', async () => {
      const { session } = await signUp();
      for (let i = 0; i < 2; i++) {
        expect((await post('sendEmailVerification', {}, { token: session.accessToken })).statusCode).toBe(
          200,
        );
      }
      const blocked = await post('sendEmailVerification', {}, { token: session.accessToken });
      expect(blocked.json<ErrorBody>().error.code).toBe('A008');
      expect((await post('sendEmailVerification', {})).statusCode).toBe(401);
    });
  });

  describe('account changes', () => {
    it('updateName answers a token with the new names and the profile shows them', async () => {
      const { session } = await signUp();
      const res = await post(
        'updateName',
        { firstName: ' Ada ', lastName: 'Lovelace' },
        { token: session.accessToken },
      );
      expect(res.statusCode).toBe(200);
      const body = res.json<SessionBody>();
      expect(body.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      expect(decodeJwt(body.accessToken)).toMatchObject({ given_name: 'Ada', family_name: 'Lovelace' });
      const missing = await post(
        'updateName',
        { firstName: '', lastName: 'X' },
        { token: session.accessToken },
      );
      expect(missing.json<ErrorBody>().error.details).toEqual([
        { path: 'firstName', message: 'First name is required' },
      ]);
    });

    it('changeEmail refuses a taken email in any case (A004) and moves the account otherwise', async () => {
      const taken = await signUp();
      const { session } = await signUp();
      const clash = await post(
        'changeEmail',
        { newEmail: taken.input.email.toUpperCase() },
        { token: session.accessToken },
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json<ErrorBody>().error).toMatchObject({
        code: 'A004',
        message: 'An account with this email already exists.',
      });

      const moved = await post(
        'changeEmail',
        { newEmail: ' moved-here@example.test ' },
        { token: session.accessToken },
      );
      expect(moved.statusCode).toBe(200);
      expect(decodeJwt(moved.json<SessionBody>().accessToken).email).toBe('moved-here@example.test');
      const profile = (await identity.client.profile(session.accessToken)).json<{
        basicDetails: { email: string; emailVerified: boolean };
      }>();
      expect(profile.basicDetails).toMatchObject({ email: 'moved-here@example.test', emailVerified: false });
      const changed = (await outboxEvents(identity.db))
        .filter((e) => e.type === EmailChangedSchema.typeName)
        .at(-1)!;
      expect(changed.key).toBe(session.user.id);
    });

    it('changePassword ends the other sessions and answers a working new one', async () => {
      const { input, session, cookie: otherDevice } = await signUp();
      const res = await post(
        'changePassword',
        { newPassword: 'changed password' },
        { token: session.accessToken },
      );
      expect(res.statusCode).toBe(200);
      expect((await identity.client.refresh(otherDevice)).json<ErrorBody>().error.code).toBe('A009');
      expect((await identity.client.refresh(refreshCookieOf(res))).statusCode).toBe(200);
      expect((await identity.client.login(input.email, input.password)).json<ErrorBody>().error.code).toBe(
        'A006',
      );
      expect((await identity.client.login(input.email, 'changed password')).statusCode).toBe(200);
    });

    it('deleteAccount removes the account: login A001, refresh A009, old token refused, AccountDeleted emitted', async () => {
      const { input, session, cookie } = await signUp();
      const res = await post('deleteAccount', {}, { token: session.accessToken, cookie });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^chalktalk_refresh=;/);
      const login = await identity.client.login(input.email, input.password);
      expect(login.statusCode).toBe(404);
      expect(login.json<ErrorBody>().error).toMatchObject({
        code: 'A001',
        message: 'An account with this email was not found.',
      });
      expect((await identity.client.refresh(cookie)).json<ErrorBody>().error.code).toBe('A009');
      // G004 (no profile) for the moment until SessionsEnded reaches the guard, then the token itself is refused.
      const refused = await waitFor(async () => {
        const profile = await identity.client.profile(session.accessToken);
        return profile.statusCode === 401 ? profile.json<ErrorBody>() : undefined;
      });
      expect(refused.error.code).toBe('G003');
      const deleted = (await outboxEvents(identity.db)).filter(
        (e) => e.type === AccountDeletedSchema.typeName,
      );
      expect(deleted.map((e) => e.key)).toContain(session.user.id);
      const left: unknown[] = await identity.db.query(`SELECT 1 FROM action_codes WHERE account_id = $1`, [
        session.user.id,
      ]);
      expect(left).toEqual([]);
    });
  });

  describe('profile settings and flags', () => {
    it('merges favoriteTeams and notifications, replaces devices, and sets known flags only', async () => {
      const [t1, t2, t3] = [randomUUID(), randomUUID(), randomUUID()];
      const { session } = await signUp();
      const token = session.accessToken;
      await post(
        'updateProfileSettings',
        { settings: { favoriteTeams: { hoops: t1, lacrosse: t2 } } },
        { token },
      );
      const res = await post(
        'updateProfileSettings',
        {
          settings: {
            favoriteTeams: { lacrosse: null, football: t3 },
            notifications: { ALL: true, EVENT_ADDED: { email: false, push: true } },
            notificationDevices: [{ token: 'device-1', platform: 'web' }],
          },
        },
        { token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<{ settings: unknown }>().settings).toEqual({
        favoriteTeams: { hoops: t1, football: t3 },
        notifications: { ALL: true, EVENT_ADDED: { email: false, push: true } },
        notificationDevices: [{ token: 'device-1', platform: 'web' }],
      });
      const badSite = await post(
        'updateProfileSettings',
        { settings: { favoriteTeams: { golf: 'x' } } },
        { token },
      );
      expect(badSite.json<ErrorBody>().error.code).toBe('G001');
      const badKind = await post(
        'updateProfileSettings',
        { settings: { notifications: { NOPE: true } } },
        { token },
      );
      expect(badKind.json<ErrorBody>().error.code).toBe('G001');

      const flagged = await post('setProfileFlag', { flag: 'VIEWED_PLAYBOOK', value: true }, { token });
      expect(flagged.json<{ profileFlags: unknown }>().profileFlags).toEqual({ VIEWED_PLAYBOOK: true });
      const unknown = await post('setProfileFlag', { flag: 'NOT_A_FLAG', value: true }, { token });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().error.details).toEqual([
        { path: 'flag', message: 'Unknown profile flag' },
      ]);
    });
  });
});
