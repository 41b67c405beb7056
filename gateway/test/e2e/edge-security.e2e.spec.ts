import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGatewayApp } from '../../src/app';
import { loadGatewayConfig } from '../../src/config';
import { VIDEO_THUMBNAIL_ORIGINS } from '../../src/edge/content-security-policy';
import { STRICT_TRANSPORT_SECURITY } from '../../src/edge/security-headers';
import { type FakeService, startFakeService } from '../factories/fake-service';

type App = Awaited<ReturnType<typeof createGatewayApp>>;
type Reply = Awaited<ReturnType<App['inject']>>;
interface ErrorBody {
  error: { code: string; message: string };
}

/** The CSP header as directive → sources. */
function directives(res: Reply): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(res: Reply): void {
  const csp = directives(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  // No inline script, no eval: only the app's own chunks.
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  // The app's own images, plus the video hosts' thumbnails on the team feed's video cards.
  expect(csp['img-src']).toEqual([
    "'self'",
    'data:',
    'blob:',
    'https://i.ytimg.com',
    'https://i.vimeocdn.com',
    'https://*.hudl.com',
  ]);
  expect(csp['connect-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  // Plain http (no TLS, no trusted proxy): no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('gateway edge security', () => {
  let issuer: TestIssuer;
  let identity: FakeService;
  let teams: FakeService;
  let notifications: FakeService;
  let webDir: string;
  const apps: App[] = [];

  const baseEnv = () => ({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    IDENTITY_URL: identity.url,
    TEAMS_URL: teams.url,
    PLAYBOOK_URL: 'http://127.0.0.1:9',
    NOTIFICATIONS_URL: notifications.url,
    JWKS_URL: issuer.jwksUrl,
    WEB_DIST_DIR: webDir,
  });

  const gateway = async (env: Record<string, string> = {}): Promise<App> => {
    const app = await createGatewayApp(loadGatewayConfig({ ...baseEnv(), ...env }));
    await app.getHttpAdapter().getInstance().ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    [identity, teams, notifications] = await Promise.all([
      startFakeService(),
      startFakeService(),
      startFakeService(),
    ]);
    webDir = mkdtempSync(join(tmpdir(), 'gateway-edge-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Chalktalk</title>');
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all([identity?.stop(), teams?.stop(), notifications?.stop(), issuer?.stop()]);
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    let app: App;
    beforeAll(async () => {
      app = await gateway({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '2', TRUSTED_PROXIES: '10.0.0.0/8' });
    });

    it('are on the HTML of the web app, deep routes included, and on its static files', async () => {
      for (const url of ['/', '/playbook/team?p=1', '/assets/app-1234.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 200]);
        expectSecurityHeaders(res);
      }
    });

    it('are on API answers proxied from a service and on the gateway own calls', async () => {
      const token = await issuer.token({ id: 'u-1' });
      const proxied = await app.inject({
        method: 'GET',
        url: '/api/teams/retrieveTeams',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(proxied.statusCode).toBe(200);
      expect(proxied.headers['content-type']).toMatch(/application\/json/);
      expectSecurityHeaders(proxied);
      const own = await app.inject({ method: 'GET', url: '/api/main/version' });
      expect(own.statusCode).toBe(200);
      expectSecurityHeaders(own);
    });

    it('are on errors: 404, 401, 413, 429', async () => {
      const notFound = await app.inject({ method: 'GET', url: '/api/nosuch/call' });
      expect(notFound.statusCode).toBe(404);
      expectSecurityHeaders(notFound);

      const unauthorised = await app.inject({ method: 'GET', url: '/api/teams/retrieveTeams' });
      expect(unauthorised.statusCode).toBe(401);
      expectSecurityHeaders(unauthorised);

      const tooLarge = await app.inject({
        method: 'POST',
        url: '/api/account/refresh',
        payload: { blob: 'x'.repeat(1024 * 1024) },
      });
      expect(tooLarge.statusCode).toBe(413);
      expectSecurityHeaders(tooLarge);

      const replies: Reply[] = [];
      for (let i = 0; i < 3; i++)
        replies.push(
          await app.inject({
            method: 'GET',
            url: '/api/account/botChallenge',
            remoteAddress: '198.51.100.20',
          }),
        );
      const limited = replies.at(-1)!;
      expect(limited.statusCode).toBe(429);
      expectSecurityHeaders(limited);
    });

    it('add HSTS only when a trusted proxy says the browser came over https', async () => {
      const viaProxy = await app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaProxy.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const proxyOverHttp = await app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(proxyOverHttp.headers['strict-transport-security']).toBeUndefined();
      // Anyone else can write the header; it is ignored.
      const stranger = await app.inject({
        method: 'GET',
        url: '/',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(stranger.headers['strict-transport-security']).toBeUndefined();
    });

    it('allow images and media from MEDIA_ORIGINS (GIFs served from another origin), nothing else from there', async () => {
      const withMedia = await gateway({ MEDIA_ORIGINS: 'https://gifs.example/files, http://localhost:8080' });
      const csp = directives(await withMedia.inject({ method: 'GET', url: '/' }));
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        ...VIDEO_THUMBNAIL_ORIGINS,
        'https://gifs.example',
        'http://localhost:8080',
      ]);
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://gifs.example', 'http://localhost:8080']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(() => loadGatewayConfig({ ...baseEnv(), MEDIA_ORIGINS: 'javascript:alert(1)' })).toThrow(
        /MEDIA_ORIGINS/,
      );
    });

    it('allow the card-payment script from PAYMENT_ORIGINS to load, call and frame, and nothing else', async () => {
      const withStripe = await gateway({
        PAYMENT_ORIGINS: 'https://js.stripe.com/v3/,https://api.stripe.com',
      });
      const csp = directives(await withStripe.inject({ method: 'GET', url: '/' }));
      const stripe = ['https://js.stripe.com', 'https://api.stripe.com'];
      expect(csp['script-src']).toEqual(["'self'", ...stripe]);
      expect(csp['connect-src']).toEqual(["'self'", ...stripe]);
      expect(csp['frame-src']).toEqual(["'self'", ...stripe]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...VIDEO_THUMBNAIL_ORIGINS]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
    });

    it('let GIF files and logos be embedded by other sites, and nothing else', async () => {
      const logo = await app.inject({ method: 'GET', url: '/api/teams/entityLogo?entityId=x' });
      expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('429 texts', () => {
    it('are A008 "Too many login attempts" for password calls only, the general text for the other calls', async () => {
      const app = await gateway({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '1' });
      const overBudget = async (url: string, remoteAddress: string) => {
        await app.inject({ method: 'POST', url, payload: {}, remoteAddress });
        const res = await app.inject({ method: 'POST', url, payload: {}, remoteAddress });
        expect([url, res.statusCode]).toEqual([url, 429]);
        expect(res.headers['retry-after']).toBeDefined();
        return res.json<ErrorBody>().error;
      };
      expect(await overBudget('/api/account/login', '198.51.100.30')).toMatchObject({
        code: 'A008',
        message: 'Too many login attempts. Please try again later.',
      });
      expect((await overBudget('/api/account/reauthenticate', '198.51.100.31')).code).toBe('A008');
      for (const [index, call] of [
        'sendPasswordReset',
        'createAccount',
        'confirmPasswordReset',
        'applyActionCode',
        'botChallenge',
      ].entries()) {
        const error = await overBudget(`/api/account/${call}`, `198.51.100.${40 + index}`);
        expect(error.code).toBe('G001');
        expect(error.message).toBe('Too many requests. Please wait a moment and try again.');
      }
    });

    it('is the general text when the overall budget runs out, login included', async () => {
      const app = await gateway({ RATE_LIMIT_PER_MINUTE: '1' });
      await app.inject({ method: 'GET', url: '/api/main/version', remoteAddress: '198.51.100.60' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: {},
        remoteAddress: '198.51.100.60',
      });
      expect(res.statusCode).toBe(429);
      expect(res.json<ErrorBody>().error.message).not.toMatch(/login attempts/);
    });
  });

  describe('Host names (DNS-rebinding protection)', () => {
    it('answers the loopback names by default and 421 G001 for any other name, with the security headers', async () => {
      const app = await gateway();
      for (const host of [
        'localhost:8080',
        'localhost',
        '127.0.0.1:8080',
        '[::1]:8080',
        'hoops.localhost:8080',
      ]) {
        const res = await app.inject({ method: 'GET', url: '/api/main/version', headers: { host } });
        expect([host, res.statusCode]).toEqual([host, 200]);
      }
      for (const host of ['evil.example', 'localhost.evil.example:8080', '192.168.1.20:8080']) {
        for (const url of ['/api/main/version', '/', '/assets/app-1234.js']) {
          const res = await app.inject({ method: 'GET', url, headers: { host } });
          expect([host, url, res.statusCode]).toEqual([host, url, 421]);
          expect(res.json<ErrorBody>().error.code).toBe('G001');
          expectSecurityHeaders(res);
        }
      }
    });

    it('refuses a rebound name before the request reaches a service', async () => {
      const app = await gateway();
      const before = identity.seen.length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'a@b.co' },
        headers: { host: 'attacker.example:8080' },
      });
      expect(res.statusCode).toBe(421);
      expect(identity.seen.length).toBe(before);
    });

    it('answers the configured names only, exact port when one is given, subdomains with *.', async () => {
      const app = await gateway({
        ALLOWED_HOSTS: 'chalktalk.example, *.chalktalk.example, admin.example:8443',
      });
      const status = async (host: string) =>
        (await app.inject({ method: 'GET', url: '/api/main/version', headers: { host } })).statusCode;
      expect(await status('chalktalk.example')).toBe(200);
      expect(await status('CHALKTALK.example:443')).toBe(200);
      expect(await status('lacrosse.chalktalk.example')).toBe(200);
      expect(await status('admin.example:8443')).toBe(200);
      expect(await status('admin.example:8080')).toBe(421);
      expect(await status('evilchalktalk.example')).toBe(421);
      expect(await status('localhost:8080')).toBe(421);
    });

    it('keeps the health endpoints open to Kubernetes probes, which send the pod IP as Host', async () => {
      const app = await gateway({ ALLOWED_HOSTS: 'chalktalk.example' });
      for (const url of ['/health/live', '/health/ready']) {
        const res = await app.inject({ method: 'GET', url, headers: { host: '10.244.1.17:8080' } });
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
      const api = await app.inject({
        method: 'GET',
        url: '/api/main/version',
        headers: { host: '10.244.1.17:8080' },
      });
      expect(api.statusCode).toBe(421);
    });
  });

  describe('dev mailbox', () => {
    const mailbox = (app: App, host: string) =>
      app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { host } });

    it('is reachable when the gateway listens on loopback and is addressed by a loopback name', async () => {
      const app = await gateway({ HOST: '127.0.0.1' });
      const before = notifications.seen.length;
      expect((await mailbox(app, 'localhost:8080')).statusCode).toBe(200);
      expect(notifications.seen.length).toBe(before + 1);
    });

    it('does not exist (G004) for a non-loopback Host name, even an allowed one', async () => {
      const app = await gateway({ HOST: '127.0.0.1', ALLOWED_HOSTS: 'localhost,chalktalk.example' });
      const before = notifications.seen.length;
      const res = await mailbox(app, 'chalktalk.example');
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe('G004');
      expect(notifications.seen.length).toBe(before);
    });

    it('does not exist (G004) when the gateway listens beyond loopback, whatever the Host', async () => {
      for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
        const app = await gateway({ HOST });
        const before = notifications.seen.length;
        const res = await mailbox(app, 'localhost:8080');
        expect([HOST, res.statusCode, res.json<ErrorBody>().error.code]).toEqual([HOST, 404, 'G004']);
        expect(notifications.seen.length).toBe(before);
      }
    });
  });
});
