import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request } from 'undici';
import { createServiceApp } from '../app/service-app';
import { Public } from '../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../config/config';
import { NoInput } from './input.decorator';

const config = loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' });

@Public()
@Controller('api/things')
class ThingsController {
  @NoInput()
  @Get('list')
  list() {
    return { things: [] };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

describe("the HTTP parser's refusals", () => {
  let app: NestFastifyApplication;
  let url: string;
  beforeAll(async () => {
    app = await createServiceApp({ name: 'things', module: ThingsModule, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = await app.getUrl();
  });
  afterAll(() => app.close());

  it('answers an address over the header limit with 431 and the coded error, as every other refusal', async () => {
    const answer = await request(`${url}/api/things/list?q=${'x'.repeat(20_000)}`);
    expect(answer.statusCode).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await answer.body.json()).toEqual({
      error: {
        code: 'G001',
        message: 'The request was invalid.',
        details: [{ message: 'The address or the headers are too long.' }],
        ref: expect.stringMatching(/^[0-9A-Z]{10}$/),
      },
    });
  });

  it('still answers a request of ordinary size', async () => {
    const answer = await request(`${url}/api/things/list?q=short`);
    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
  });
});
