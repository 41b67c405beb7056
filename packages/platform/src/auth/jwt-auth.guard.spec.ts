import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createServiceApp } from '../app/service-app';
import { baseConfigSchema, loadConfig } from '../config/config';
import { AuthModule } from './auth.module';
import type { AuthModuleOptions, AuthUser } from './auth.types';
import { CurrentUser } from './current-user.decorator';
import { Public } from './public.decorator';
import { RefusalList } from './revocation/refusal-list';

@Controller('auth-test')
class AuthTestController {
  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Public()
  @Get('open')
  open() {
    return { ok: true };
  }

  @Public()
  @Get('open-me')
  openMe(@CurrentUser() user: AuthUser) {
    return user;
  }
}

type Keys = { privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK };

async function makeKeys(kid: string): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

function sign(
  keys: Keys,
  claims: Record<string, unknown>,
  opts: { iss?: string; aud?: string; exp?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: keys.jwk.kid })
    .setIssuer(opts.iss ?? 'chalktalk')
    .setAudience(opts.aud ?? 'chalktalk')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(keys.privateKey);
}

async function appWith(auth: AuthModuleOptions): Promise<NestFastifyApplication> {
  // No database or bus here: the refusals are put into the RefusalList by hand.
  @Module({
    imports: [AuthModule.forRoot({ ...auth, sessionRevocation: false })],
    controllers: [AuthTestController],
  })
  class AuthTestModule {}
  return createServiceApp({
    name: 'auth-test',
    module: AuthTestModule,
    config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
  });
}

describe('JwtAuthGuard', () => {
  let keys: Keys;
  let otherKeys: Keys;
  let app: NestFastifyApplication;
  const claims = { sub: 'user-1', email: 'coach@example.com', given_name: 'Pat', family_name: 'Riley' };

  beforeAll(async () => {
    keys = await makeKeys('k1');
    otherKeys = await makeKeys('k1');
    app = await appWith({
      keyResolver: createLocalJWKSet({ keys: [keys.jwk] }),
      issuer: 'chalktalk',
      audience: 'chalktalk',
    });
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('accepts a valid token and exposes the user', async () => {
    const res = await get('/auth-test/me', await sign(keys, claims));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'user-1',
      email: 'coach@example.com',
      firstName: 'Pat',
      lastName: 'Riley',
    });
  });

  it('answers G003 401 without a token', async () => {
    const res = await get('/auth-test/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('G003');
  });

  it.each([
    ['signed by another key', () => sign(otherKeys, claims)],
    ['for another audience', () => sign(keys, claims, { aud: 'elsewhere' })],
    ['from another issuer', () => sign(keys, claims, { iss: 'evil' })],
    ['expired', () => sign(keys, claims, { exp: '-1m' })],
    ['without an email', () => sign(keys, { sub: 'user-1' })],
  ])('rejects a token %s with G003 401', async (_label, token) => {
    const res = await get('/auth-test/me', await token());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('G003');
  });

  describe('with ended sessions', () => {
    const inAMinute = () => new Date(Date.now() + 60_000);

    it('refuses a token whose session ended with G003 401, and keeps other sessions working', async () => {
      app.get(RefusalList).refuse([{ kind: 'session', subject: 'ended-1', refuseUntil: inAMinute() }]);
      const ended = await get('/auth-test/me', await sign(keys, { ...claims, sid: 'ended-1' }));
      expect(ended.statusCode).toBe(401);
      expect(ended.json().error).toMatchObject({
        code: 'G003',
        details: [{ message: 'The session has ended' }],
      });
      const other = await get('/auth-test/me', await sign(keys, { ...claims, sid: 'live-1' }));
      expect(other.json()).toMatchObject({ id: 'user-1', sessionId: 'live-1' });
    });

    it('refuses every token of a closed account, with or without a session id', async () => {
      const gone = { ...claims, sub: 'gone-user' };
      app.get(RefusalList).refuse([{ kind: 'account', subject: 'gone-user', refuseUntil: inAMinute() }]);
      expect((await get('/auth-test/me', await sign(keys, gone))).statusCode).toBe(401);
      expect((await get('/auth-test/me', await sign(keys, { ...gone, sid: 'any' }))).statusCode).toBe(401);
      expect((await get('/auth-test/me', await sign(keys, claims))).statusCode).toBe(200);
    });

    it('treats an ended token on a public route as an anonymous visit', async () => {
      app.get(RefusalList).refuse([{ kind: 'session', subject: 'ended-2', refuseUntil: inAMinute() }]);
      const token = await sign(keys, { ...claims, sid: 'ended-2' });
      expect((await get('/auth-test/open', token)).statusCode).toBe(200);
      expect((await get('/auth-test/open-me', token)).statusCode).toBe(401);
    });
  });

  it('rejects a garbage token', async () => {
    expect((await get('/auth-test/me', 'not.a.jwt')).statusCode).toBe(401);
  });

  it('lets anonymous calls through on @Public routes', async () => {
    expect((await get('/auth-test/open')).json()).toEqual({ ok: true });
    expect((await get('/auth-test/open', 'garbage')).statusCode).toBe(200);
  });

  it('CurrentUser on a public route: the user when a token is sent, G003 otherwise', async () => {
    expect((await get('/auth-test/open-me', await sign(keys, claims))).json().id).toBe('user-1');
    const anonymous = await get('/auth-test/open-me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('G003');
  });

  it('keeps health public', async () => {
    expect((await get('/health/live')).statusCode).toBe(200);
  });

  describe('with a JWKS URL', () => {
    let server: Server;
    let urlApp: NestFastifyApplication;

    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [keys.jwk] }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      urlApp = await appWith({
        jwksUrl: `http://127.0.0.1:${port}/jwks`,
        issuer: 'chalktalk',
        audience: 'chalktalk',
      });
    });
    afterAll(async () => {
      await urlApp.close();
      await new Promise((resolve) => server.close(resolve));
    });

    it('fetches the keys and verifies', async () => {
      const token = await sign(keys, claims);
      const ok = await urlApp.inject({
        method: 'GET',
        url: '/auth-test/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
      const bad = await urlApp.inject({
        method: 'GET',
        url: '/auth-test/me',
        headers: { authorization: `Bearer ${await sign(otherKeys, claims)}` },
      });
      expect(bad.statusCode).toBe(401);
    });
  });
});
