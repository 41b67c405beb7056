import { type ArgumentsHost, Controller, Get, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppError } from '@chalktalk/domain';
import { z } from 'zod';
import { createServiceApp } from '../app/service-app';
import { Public } from '../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { requestContext } from '../logging/request-context';
import { AppErrorFilter } from './app-error.filter';
import type { ErrorBody } from './error-body';
import { Input } from './input.decorator';

const echoSchema = z.object({ text: z.string().min(1, 'Please enter some text.') });

@Public()
@Controller('test')
class TestController {
  @Post('echo')
  echo(@Input(echoSchema) body: z.infer<typeof echoSchema>) {
    return { text: body.text, requestId: requestContext.get()?.requestId };
  }

  @Get('app-error')
  appError(): never {
    throw new AppError('G004', { details: { id: 'x' } });
  }

  @Get('crash')
  crash(): never {
    throw new Error('connection string postgres://secret@db leaked?');
  }
}

@Module({ controllers: [TestController] })
class TestModule {}

describe('HTTP errors (createServiceApp + AppErrorFilter)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createServiceApp({
      name: 'filter-test',
      module: TestModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
      bodyLimitBytes: 1024,
    });
  });
  afterAll(() => app.close());

  it('answers an AppError with its status, code, message, details and a ref', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/app-error' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.error).toMatchObject({ code: 'G004', details: { id: 'x' } });
    expect(typeof body.error.message).toBe('string');
    expect(body.error.ref).toMatch(/^[0-9A-Z]{10}$/);
  });

  it('answers an unknown error as G999 500 without leaking internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('G999');
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('leaked');
  });

  it('answers unknown routes with G004 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('G004');
  });

  it('answers malformed JSON with G001 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'G001',
      details: [{ message: expect.stringMatching(/JSON/) }],
    });
  });

  it('answers a body over the limit with G001 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('G001');
  });

  it('answers invalid input with G001 400 and the issues', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/echo', payload: { text: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'G001',
      details: [{ path: 'text', message: 'Please enter some text.' }],
    });
  });

  it('keeps the request context through body parsing and echoes x-request-id', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'x-request-id': 'req-123' },
      payload: { text: 'hi' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ text: 'hi', requestId: 'req-123' });
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('replaces a malformed x-request-id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves liveness and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });
});

describe('AppErrorFilter logging', () => {
  it('logs an unknown error with the ref it answered and the stack', () => {
    const lines: string[] = [];
    const logger = createLogger('filter-log-test', {
      level: 'info',
      destination: { write: (l: string) => lines.push(l) },
    });
    const filter = new AppErrorFilter(logger);
    let sent: { status?: number; body?: ErrorBody } = {};
    const reply = {
      sent: false,
      status(code: number) {
        sent.status = code;
        return this;
      },
      header() {
        return this;
      },
      send(body: ErrorBody) {
        sent = { ...sent, body };
      },
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ method: 'GET', url: '/x' }) }),
    } as unknown as ArgumentsHost;

    filter.catch(new Error('db password is hunter2'), host);

    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('hunter2');
    const logged = JSON.parse(lines[0]);
    expect(logged).toMatchObject({ level: 'error', ref: sent.body!.error.ref, code: 'G999' });
    expect(logged.err.stack).toContain('hunter2');
  });
});
