import { CALL_BODY_LIMITS } from '@chalktalk/domain';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { createGatewayApp } from '../../src/app';
import { loadGatewayConfig } from '../../src/config';
import { type FakeService, startFakeService } from '../factories/fake-service';
import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';

type App = Awaited<ReturnType<typeof createGatewayApp>>;
interface ErrorBody {
  error: { code: string; message: string };
}

const TRACE = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('gateway', () => {
  let issuer: TestIssuer;
  let identity: FakeService;
  let teams: FakeService;
  let webDir: string;
  let app: App;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    identity = await startFakeService();
    teams = await startFakeService();
    webDir = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Chalktalk</title>');
    writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    app = await createGatewayApp(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        IDENTITY_URL: identity.url,
        TEAMS_URL: teams.url,
        // The teams fake stands in for documents too: only the upload body limit is checked there.
        DOCUMENTS_URL: teams.url,
        // Nothing listens here: the playbook service is "down".
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        JWKS_URL: issuer.jwksUrl,
        WEB_DIST_DIR: webDir,
        CORS_ORIGINS: 'https://coach.example',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '5',
        DEPLOYED_DATE: '2025-01-02T03:04:05.000Z',
        FEATURES_OFF: 'Community',
      }),
    );
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([identity?.stop(), teams?.stop(), issuer?.stop()]);
    rmSync(webDir, { recursive: true, force: true });
  });

  const bearer = async () => ({ authorization: `Bearer ${await issuer.token({ id: 'u-1' })}` });

  describe('proxy', () => {
    it('forwards method, path, query, body and cookies, and returns status, body and every set-cookie', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/teams/createProgram?x=1',
        payload: { name: 'Club' },
        headers: {
          ...(await bearer()),
          cookie: 'chalktalk_refresh=abc',
          'x-request-id': 'req-42',
          traceparent: TRACE,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        echo: { method: 'POST', url: '/api/teams/createProgram?x=1', body: '{"name":"Club"}' },
      });
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/api/account; HttpOnly', 'b=2; Path=/']);
      expect(res.headers['x-upstream']).toBe('yes');
      expect(res.headers['x-request-id']).toBe('req-42');
      const seen = teams.seen.at(-1)!;
      expect(seen.headers).toMatchObject({
        cookie: 'chalktalk_refresh=abc',
        'content-type': 'application/json',
        'x-request-id': 'req-42',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(seen.headers.authorization).toMatch(/^Bearer /);
      // Same trace, new span for the gateway -> service hop.
      expect(seen.headers.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[\da-f]{16}-01$/);
      expect(seen.headers.traceparent).not.toBe(TRACE);
    });

    it('generates x-request-id and a W3C traceparent when the caller sent none', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/teams/retrieveTeams',
        headers: await bearer(),
      });
      const seen = teams.seen.at(-1)!;
      expect(seen.headers['x-request-id']).toEqual(res.headers['x-request-id']);
      expect(seen.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(seen.headers.traceparent).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-01$/);
    });

    it('passes upstream errors through unchanged', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/teams/fail', headers: await bearer() });
      expect(res.statusCode).toBe(409);
    });

    it('answers G006 (503) when the owning service is down', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/playbook/getMyPlaybook',
        headers: await bearer(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json<ErrorBody>().error.code).toBe('G006');
    });

    it('answers G004 for an unknown group or an unknown main call', async () => {
      for (const url of ['/api/nosuch/call', '/api/main/nosuchcall', '/api']) {
        const res = await app.inject({ method: 'GET', url, headers: await bearer() });
        expect([url, res.statusCode, res.json<ErrorBody>().error.code]).toEqual([url, 404, 'G004']);
      }
    });
  });

  describe('JWT at the edge', () => {
    it('lets anonymous calls through without a token', async () => {
      const before = identity.seen.length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'a@b.co' },
      });
      expect(res.statusCode).toBe(200);
      expect(identity.seen.length).toBe(before + 1);
    });

    it('stops calls that need a token before they reach the service (G003, 401)', async () => {
      const before = teams.seen.length;
      for (const headers of [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }]) {
        const res = await app.inject({ method: 'GET', url: '/api/teams/retrieveTeams', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json<ErrorBody>().error.code).toBe('G003');
      }
      expect(teams.seen.length).toBe(before);
    });

    it('refuses a token from another issuer', async () => {
      const stranger = await startTestIssuer();
      try {
        const token = await stranger.token({ id: 'u-2' });
        const res = await app.inject({
          method: 'GET',
          url: '/api/teams/retrieveTeams',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
      } finally {
        await stranger.stop();
      }
    });
  });

  describe('main calls', () => {
    it('answers the version and the deployed date', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/main/version' });
      expect(res.json()).toEqual({ version: '18.1.17', deployedDate: '2025-01-02T03:04:05.000Z' });
    });

    it('answers the remote configuration anonymously, with the switches the environment turned off', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/main/getRemoteConfig' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        features: { Community: false, PlayDesigner: true },
        ncaaYear: { lacrosse: 2021, basketball: 2022 },
        fetchIntervalMs: 43_200_000,
      });
    });

    it('forceError answers the catalogue error asked for, G999 for an unexpected one, and needs a token', async () => {
      const force = async (test: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/main/forceError', payload: { test }, headers });
      const anonymous = await force('G008');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<ErrorBody>().error.code).toBe('G003');

      const outdated = await force('G008', await bearer());
      expect(outdated.statusCode).toBeGreaterThanOrEqual(400);
      expect(outdated.json<ErrorBody>().error.code).toBe('G008');
      const unexpected = await force('unexpected', await bearer());
      expect(unexpected.statusCode).toBe(500);
      expect(unexpected.json<ErrorBody>().error.code).toBe('G999');
      const unknown = await force('nonsense', await bearer());
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().error.code).toBe('G001');
    });

    it('takes a developer note and validates it', async () => {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/main/sendDeveloperNote',
        payload: { note: 'The schedule crashed', error: { code: 'G999', message: 'boom', ref: 'ABC' } },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true });
      const bad = await app.inject({
        method: 'POST',
        url: '/api/main/sendDeveloperNote',
        payload: { note: '  ' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().error).toMatchObject({ code: 'G001' });
    });
  });

  describe('edge limits', () => {
    it('answers malformed JSON with G001 without calling the service', async () => {
      const before = teams.seen.length;
      const res = await app.inject({
        method: 'POST',
        url: '/api/teams/createProgram',
        payload: '{"name":',
        headers: { ...(await bearer()), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().error.code).toBe('G001');
      expect(teams.seen.length).toBe(before);
    });

    it('refuses bodies over 1 MiB with 413 and a G001 body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { blob: 'x'.repeat(1024 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorBody>().error.code).toBe('G001');
    });

    it('lets a document upload carry a file past 1 MiB (its own limit), and no more than that', async () => {
      const file = 'A'.repeat(3 * 1024 * 1024);
      const res = await app.inject({
        method: 'POST',
        url: '/api/documents/uploadDocument',
        payload: { teamId: 't', file },
        headers: await bearer(),
      });
      expect(res.statusCode).toBe(200);
      expect(teams.seen.at(-1)?.url).toBe('/api/documents/uploadDocument');
      const over = await app.inject({
        method: 'POST',
        url: '/api/documents/uploadDocument',
        payload: { teamId: 't', file: 'A'.repeat(CALL_BODY_LIMITS['/api/documents/uploadDocument']!) },
        headers: await bearer(),
      });
      expect(over.statusCode).toBe(413);
      expect(over.json<ErrorBody>().error.code).toBe('G001');
    });

    it('limits account calls per address more strictly (A008, 429)', async () => {
      const statuses: number[] = [];
      let last: ErrorBody | undefined;
      for (let i = 0; i < 8; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '198.51.100.7',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          last = res.json<ErrorBody>();
          expect(res.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(last?.error.code).toBe('A008');
      // Another address is not affected.
      const other = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(200);
    });

    it('keeps session upkeep (refresh, getProfile) out of the credential budget', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/account/refresh',
          remoteAddress: '198.51.100.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).not.toContain(429);
    });

    it('allows the configured origins only (CORS)', async () => {
      const allowed = await app.inject({
        method: 'OPTIONS',
        url: '/api/teams/retrieveTeams',
        headers: { origin: 'https://coach.example', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://coach.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const denied = await app.inject({
        method: 'OPTIONS',
        url: '/api/teams/retrieveTeams',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('web app', () => {
    it('serves files and falls back to index.html for client routes', async () => {
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Chalktalk</title>');
      const deep = await app.inject({ method: 'GET', url: '/playbook/team?p=1&t=2' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(deep.body).toContain('<title>Chalktalk</title>');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
    });

    it("sends the build's precompressed copy to a browser that accepts it, the file itself otherwise", async () => {
      const compressed = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      const plain = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log(1)');
    });

    it('never answers /api with the web app', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe('G004');
    });
  });
});
