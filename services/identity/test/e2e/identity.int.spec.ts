import { createLocalJWKSet, jwtVerify } from 'jose';
import { newAccountInput } from '../factories/account.factory';
import { type ErrorBody, refreshCookieOf, type SessionBody } from '../factories/identity-client';
import { IdentityHarness } from '../harness';

describe('identity over HTTP (real Postgres)', () => {
  const identity = new IdentityHarness();

  beforeAll(() => identity.start('identity_http'), 120_000);
  afterAll(() => identity.stop());

  describe('createAccount', () => {
    it('opens the account and logs in: session answer plus an httpOnly refresh cookie', async () => {
      const input = newAccountInput({ email: '  Mixed.Case@Example.TEST ', firstName: ' Ada ' });
      const res = await identity.client.createAccount(input);
      expect(res.statusCode).toBe(200);
      const body = res.json<SessionBody>();
      expect(body.user).toEqual({
        id: expect.any(String),
        email: 'Mixed.Case@Example.TEST',
        firstName: 'Ada',
        lastName: 'Tester',
      });
      expect(body.expiresIn).toBe(900);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^chalktalk_refresh=[\w-]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/api/account');
      expect(cookie).toContain('Secure');
      // The app-readable hint that a session exists, with the refresh token's lifetime.
      const [, hint] = res.headers['set-cookie'] as string[];
      expect(hint).toMatch(/^chalktalk_signed_in=1; Path=\/; Max-Age=\d+;/);
      expect(hint).not.toContain('HttpOnly');
    });

    it('refuses a second account with the same email in another case (A004)', async () => {
      const input = newAccountInput();
      expect((await identity.client.createAccount(input)).statusCode).toBe(200);
      const again = await identity.client.createAccount({ ...input, email: ` ${input.email.toUpperCase()}` });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorBody>().error).toMatchObject({
        code: 'A004',
        message: 'An account with this email already exists.',
      });
    });

    it('accepts a solved bot challenge once only', async () => {
      const token = await identity.client.botToken();
      expect((await identity.client.createAccount(newAccountInput(), token)).statusCode).toBe(200);
      const replay = await identity.client.createAccount(newAccountInput(), token);
      expect(replay.statusCode).toBe(400);
      expect(replay.json<ErrorBody>().error.code).toBe('G001');
    });

    it('refuses a forged bot token and creates nothing', async () => {
      const input = newAccountInput();
      const forged = Buffer.from(
        JSON.stringify({
          algorithm: 'SHA-256',
          challenge: 'a',
          number: 1,
          salt: 'b?expires=9999999999',
          signature: 'c',
        }),
      ).toString('base64');
      const res = await identity.client.createAccount(input, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('G001');
      expect((await identity.client.login(input.email, input.password)).json<ErrorBody>().error.code).toBe(
        'A001',
      );
    });

    it('answers missing fields with G001 and the spec messages, creating nothing', async () => {
      const res = await identity.app.inject({
        method: 'POST',
        url: '/api/account/createAccount',
        payload: { email: '   ', token: await identity.client.botToken() },
      });
      expect(res.statusCode).toBe(400);
      const error = res.json<ErrorBody>().error;
      expect(error.code).toBe('G001');
      expect(error.details).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Email is required' },
          { path: 'password', message: 'Password is required' },
          { path: 'firstName', message: 'First name is required' },
          { path: 'lastName', message: 'Last name is required' },
        ]),
      );
    });

    it('answers malformed JSON with G001', async () => {
      const res = await identity.app.inject({
        method: 'POST',
        url: '/api/account/createAccount',
        payload: '{"email": "a@b.co", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('G001');
    });

    it('refuses a password under 6 characters (A005)', async () => {
      const res = await identity.client.createAccount(newAccountInput({ password: '12345' }));
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('A005');
    });
  });

  describe('login', () => {
    it('logs in with the email in any case and surrounding spaces', async () => {
      const input = newAccountInput();
      await identity.client.createAccount(input);
      const res = await identity.client.login(`  ${input.email.toUpperCase()} `, input.password);
      expect(res.statusCode).toBe(200);
      expect(res.json<SessionBody>().user.email).toBe(input.email);
    });

    it('tells an unknown email (A001) from a wrong password (A006)', async () => {
      const input = newAccountInput();
      await identity.client.createAccount(input);
      expect(
        (await identity.client.login('nobody@example.test', 'whatever')).json<ErrorBody>().error.code,
      ).toBe('A001');
      const wrong = await identity.client.login(input.email, 'wrong password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<ErrorBody>().error.code).toBe('A006');
    });

    it('answers an invalid email with G001 before looking anything up', async () => {
      const res = await identity.client.login('not-an-email', 'x');
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.details).toEqual([
        { path: 'email', message: 'Please enter a valid email address.' },
      ]);
    });

    it('signs access tokens that verify against the published JWKS', async () => {
      const input = newAccountInput();
      const session = (await identity.client.createAccount(input)).json<SessionBody>();
      const jwks = (await identity.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
      const viaGateway = (await identity.app.inject({ method: 'GET', url: '/api/account/jwks' })).json();
      expect(viaGateway).toEqual(jwks);
      const { payload, protectedHeader } = await jwtVerify(session.accessToken, createLocalJWKSet(jwks), {
        issuer: 'chalktalk',
        audience: 'chalktalk',
      });
      expect(protectedHeader.alg).toBe('EdDSA');
      expect(payload).toMatchObject({ sub: session.user.id, email: input.email, given_name: 'Robin' });
      expect(payload.exp! - payload.iat!).toBe(900);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on every use', async () => {
      const created = await identity.client.createAccount(newAccountInput());
      const first = refreshCookieOf(created);
      const renewed = await identity.client.refresh(first);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json<SessionBody>().user.id).toBe(created.json<SessionBody>().user.id);
      const second = refreshCookieOf(renewed);
      expect(second).not.toBe(first);
      expect((await identity.client.refresh(second)).statusCode).toBe(200);
    });

    it('revokes the whole session when a spent token is presented again', async () => {
      const created = await identity.client.createAccount(newAccountInput());
      const stolen = refreshCookieOf(created);
      const legit = refreshCookieOf(await identity.client.refresh(stolen));

      const replay = await identity.client.refresh(stolen);
      expect(replay.statusCode).toBe(401);
      expect(replay.json<ErrorBody>().error.code).toBe('A009');
      expect(String(replay.headers['set-cookie'])).toMatch(/^chalktalk_refresh=;.*Max-Age=0/);
      expect(String(replay.headers['set-cookie'])).toMatch(/chalktalk_signed_in=;.*Max-Age=0/);

      const afterTheft = await identity.client.refresh(legit);
      expect(afterTheft.statusCode).toBe(401);
      expect(afterTheft.json<ErrorBody>().error.code).toBe('A009');
    });

    it('answers A009 without a cookie or with an unknown one', async () => {
      expect((await identity.client.refresh(undefined)).json<ErrorBody>().error.code).toBe('A009');
      expect((await identity.client.refresh('chalktalk_refresh=made-up')).json<ErrorBody>().error.code).toBe(
        'A009',
      );
    });
  });

  describe('logout', () => {
    it('ends the session and clears the cookie', async () => {
      const created = await identity.client.createAccount(newAccountInput());
      const cookie = refreshCookieOf(created);
      const res = await identity.client.logout(cookie);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
      expect(res.headers['set-cookie']).toEqual([
        expect.stringMatching(/^chalktalk_refresh=;.*Max-Age=0/),
        expect.stringMatching(/^chalktalk_signed_in=;.*Max-Age=0/),
      ]);
      expect((await identity.client.refresh(cookie)).json<ErrorBody>().error.code).toBe('A009');
    });
  });

  describe('getProfile', () => {
    it('answers the profile of the caller', async () => {
      const input = newAccountInput();
      const session = (await identity.client.createAccount(input)).json<SessionBody>();
      const res = await identity.client.profile(session.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        basicDetails: {
          email: input.email,
          firstName: 'Robin',
          lastName: 'Tester',
          emailVerified: false,
          createdDate: expect.any(String),
          lastAccess: expect.any(String),
        },
        settings: { favoriteTeams: {}, notifications: {}, notificationDevices: [] },
        profileFlags: {},
      });
    });

    it('moves lastAccess to the login, written with the new session', async () => {
      const input = newAccountInput();
      const created = (await identity.client.createAccount(input)).json<SessionBody>();
      const lastAccessOf = async (token: string) =>
        new Date(
          (await identity.client.profile(token)).json<{ basicDetails: { lastAccess: string } }>().basicDetails
            .lastAccess,
        ).getTime();
      const atSignup = await lastAccessOf(created.accessToken);
      const before = Date.now();
      const login = await identity.client.login(input.email, input.password);
      expect(login.statusCode).toBe(200);
      const session = login.json<SessionBody>();
      const atLogin = await lastAccessOf(session.accessToken);
      expect(atLogin).toBeGreaterThanOrEqual(Math.max(atSignup, before - 1));
      // The session the login opened is live: its refresh cookie renews it.
      expect((await identity.client.refresh(refreshCookieOf(login))).statusCode).toBe(200);
    });

    it('needs a valid token (G003)', async () => {
      expect((await identity.client.profile()).json<ErrorBody>().error.code).toBe('G003');
      expect((await identity.client.profile('not.a.jwt')).json<ErrorBody>().error.code).toBe('G003');
    });
  });
});
