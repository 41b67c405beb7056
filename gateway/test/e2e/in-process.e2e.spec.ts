import { Controller, Get, HttpCode, Module, Post, Req, Res } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { baseConfigSchema, createServiceApp, Input, loadConfig, NoInput } from '@chalktalk/platform';
import { startTestIssuer, type TestIssuer } from '@chalktalk/platform/testing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createGatewayApp } from '../../src/app';
import { loadGatewayConfig } from '../../src/config';

type App = Awaited<ReturnType<typeof createServiceApp>>;

const TRACE = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

/** A real service app (the platform's request path) that shows what reached it. */
@Controller('api/teams')
class EchoController {
  @Post('echo')
  @HttpCode(200)
  echo(
    @Req() req: FastifyRequest,
    @Input(z.object({ name: z.string(), nested: z.object({ list: z.array(z.number()) }) })) body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    // Headers that belong to one hop's connection, not to the request the service handles.
    const { connection: _connection, 'content-length': _length, ...headers } = req.headers;
    return { method: req.method, url: req.url, ip: req.ip, headers, body };
  }

  @Get('refused')
  @NoInput()
  refused() {
    throw new AppError('T005');
  }

  @Get('never')
  @NoInput()
  never() {
    return new Promise(() => undefined);
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('gateway with a service in its own process', () => {
  let issuer: TestIssuer;
  let service: App;
  let serviceUrl: string;
  let overHttp: App;
  let inProcess: App;

  const gateway = (inProcessService: boolean, timeoutMs = 30_000) =>
    createGatewayApp(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        IDENTITY_URL: 'http://127.0.0.1:9',
        TEAMS_URL: serviceUrl,
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        JWKS_URL: issuer.jwksUrl,
        UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      }),
      { inProcess: new Map(inProcessService ? [[serviceUrl, service]] : []) },
    );

  beforeAll(async () => {
    issuer = await startTestIssuer();
    service = await createServiceApp({
      name: 'echo',
      module: EchoModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
    await service.listen({ port: 0, host: '127.0.0.1' });
    serviceUrl = `http://127.0.0.1:${(service.getHttpServer().address() as AddressInfo).port}`;
    [overHttp, inProcess] = await Promise.all([gateway(false), gateway(true)]);
  });

  afterAll(async () => {
    await Promise.all([overHttp?.close(), inProcess?.close()]);
    await service?.close();
    await issuer?.stop();
  });

  const echo = async (app: App, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/teams/echo?x=1',
      payload: { name: 'Club', nested: { list: [1, 2] } },
      headers: {
        authorization: `Bearer ${token}`,
        cookie: 'chalktalk_refresh=abc',
        'x-request-id': 'req-7',
        traceparent: TRACE,
        'accept-language': 'en',
        // A caller without one: neither hop may invent a user-agent.
        'user-agent': undefined,
      },
    });

  it('gives the service the same request and the caller the same answer as the loopback HTTP hop', async () => {
    const token = await issuer.token({ id: 'u-1' });
    const [viaHttp, viaProcess] = await Promise.all([echo(overHttp, token), echo(inProcess, token)]);
    expect(viaProcess.statusCode).toBe(200);
    expect(viaProcess.statusCode).toBe(viaHttp.statusCode);
    const seen = viaProcess.json<{ headers: Record<string, string>; body: unknown }>();
    const seenOverHttp = viaHttp.json<{ headers: Record<string, string> }>();
    // Each hop opens its own span of the caller's trace; everything else the service sees is identical.
    const withoutSpan = (echoed: { headers: Record<string, string> }) => ({
      ...echoed,
      headers: { ...echoed.headers, traceparent: echoed.headers.traceparent.slice(0, 36) },
    });
    expect(seen.headers.traceparent.slice(0, 36)).toBe(TRACE.slice(0, 36));
    expect(withoutSpan(seen)).toEqual(withoutSpan(seenOverHttp));
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/teams/echo?x=1',
      ip: '127.0.0.1',
      body: { name: 'Club', nested: { list: [1, 2] } },
      headers: { 'x-request-id': 'req-7', cookie: 'chalktalk_refresh=abc', host: serviceUrl.slice(7) },
    });
    expect(seen.headers).not.toHaveProperty('user-agent');
    expect(viaProcess.headers['set-cookie']).toEqual(viaHttp.headers['set-cookie']);
    expect(viaProcess.headers['content-type']).toBe(viaHttp.headers['content-type']);
    expect(viaProcess.headers['x-request-id']).toBe('req-7');
  });

  it('passes the service error answer through unchanged', async () => {
    const token = await issuer.token({ id: 'u-1' });
    const get = (app: App) =>
      app.inject({ method: 'GET', url: '/api/teams/refused', headers: { authorization: `Bearer ${token}` } });
    const [viaHttp, viaProcess] = await Promise.all([get(overHttp), get(inProcess)]);
    expect(viaProcess.statusCode).toBe(viaHttp.statusCode);
    expect(viaProcess.json().error.code).toBe('T005');
    expect(viaProcess.json().error.message).toBe(viaHttp.json().error.message);
  });

  it('answers G006 when the service does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const impatient = await gateway(true, 200);
    try {
      const res = await impatient.inject({
        method: 'GET',
        url: '/api/teams/never',
        headers: { authorization: `Bearer ${await issuer.token({ id: 'u-1' })}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('G006');
    } finally {
      await impatient.close();
    }
  });

  it('answers G006 once the service app has closed', async () => {
    const doomed = await createServiceApp({
      name: 'doomed',
      module: EchoModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
    const app = await createGatewayApp(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        IDENTITY_URL: 'http://127.0.0.1:9',
        TEAMS_URL: 'http://127.0.0.1:10',
        PLAYBOOK_URL: 'http://127.0.0.1:9',
        JWKS_URL: issuer.jwksUrl,
      }),
      { inProcess: new Map([['http://127.0.0.1:10', doomed]]) },
    );
    try {
      await doomed.close();
      const res = await echo(app, await issuer.token({ id: 'u-1' }));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('G006');
    } finally {
      await app.close();
    }
  });
});
