import { Controller, Get, HttpCode, Module, Post, Res } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { createServiceApp } from '../app/service-app';
import { baseConfigSchema, loadConfig } from '../config/config';
import { Input, NoInput } from './input.decorator';
import { InProcessAppClosedError, inProcessEntryOf, type InProcessRequest } from './in-process-call';

@Controller('api/files')
class FilesController {
  /** A streamed body, as render's file downloads send one. */
  @Get('stream')
  @NoInput()
  stream(@Res() reply: FastifyReply) {
    void reply
      .header('content-type', 'image/gif')
      .send(Readable.from([Buffer.from('GIF8'), Buffer.from('9a')]));
  }

  @Post('empty')
  @HttpCode(204)
  empty(@Input(z.object({ n: z.number() })) _body: unknown) {
    return undefined;
  }
}

@Module({ controllers: [FilesController] })
class FilesModule {}

const boot = () =>
  createServiceApp({
    name: 'files',
    module: FilesModule,
    config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
  });

const request = (over: Partial<InProcessRequest> & { url: string }): InProcessRequest => ({
  method: 'GET',
  headers: {},
  authority: 'files.internal',
  remoteAddress: '127.0.0.1',
  ...over,
});

describe('in-process entry of a service app', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await boot();
  });
  afterAll(() => app?.close());

  it('answers a streamed body whole, with the headers the route set and the request id hook ran', async () => {
    const answer = await inProcessEntryOf(app).call(
      request({ url: '/api/files/stream', headers: { 'x-request-id': 'file-1' } }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.toString()).toBe('GIF89a');
    expect(answer.headers['content-type']).toBe('image/gif');
    expect(answer.headers['x-request-id']).toBe('file-1');
  });

  it('keeps no body on a HEAD answer (the HEAD Fastify adds to a GET route) or a 204, as Node HTTP does', async () => {
    const head = await inProcessEntryOf(app).call(request({ method: 'HEAD', url: '/api/files/stream' }));
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const empty = await inProcessEntryOf(app).call(
      request({
        method: 'POST',
        url: '/api/files/empty',
        headers: { 'content-type': 'application/json' },
        payload: '{"n":1}',
      }),
    );
    expect(empty.statusCode).toBe(204);
    expect(empty.rawPayload.length).toBe(0);
  });

  it('runs the input pipe and the JSON parser on the body', async () => {
    const call = (payload: string) =>
      inProcessEntryOf(app).call(
        request({
          method: 'POST',
          url: '/api/files/empty',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
    const wrongShape = await call('{"n":"one"}');
    expect(wrongShape.statusCode).toBe(400);
    expect(JSON.parse(wrongShape.rawPayload.toString()).error.code).toBe('G001');
    const malformed = await call('{"n":');
    expect(malformed.statusCode).toBe(400);
    const unknown = await inProcessEntryOf(app).call(request({ url: '/api/files/nothing' }));
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.rawPayload.toString()).error.code).toBe('G004');
  });

  it('refuses a call once the app is closed', async () => {
    const doomed = await boot();
    const entry = inProcessEntryOf(doomed);
    await doomed.close();
    await expect(entry.call(request({ url: '/api/files/stream' }))).rejects.toBeInstanceOf(
      InProcessAppClosedError,
    );
  });

  it('has no entry for an app the platform did not build', () => {
    expect(() => inProcessEntryOf({})).toThrow(/createServiceApp/);
  });
});
