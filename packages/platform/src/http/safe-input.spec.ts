import {
  type CanActivate,
  Controller,
  Get,
  Injectable,
  Module,
  Post,
  Query,
  Body,
  UseGuards,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '../app/service-app';
import { Public } from '../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../config/config';
import { UNSAFE_INPUT_MESSAGES } from './json-body';

/** Stands for anything a call spends before its handler: a bot-check token, a rate budget, a row. */
const spent: string[] = [];

@Injectable()
class SpendingGuard implements CanActivate {
  canActivate(): boolean {
    spent.push('guard');
    return true;
  }
}

@Public()
@Controller('test')
class SpendingController {
  @Post('save')
  @UseGuards(SpendingGuard)
  save(@Body() body: unknown) {
    spent.push('handler');
    return body;
  }

  @Get('find')
  @UseGuards(SpendingGuard)
  find(@Query() query: unknown) {
    spent.push('handler');
    return query;
  }
}

@Module({ controllers: [SpendingController], providers: [SpendingGuard] })
class SpendingModule {}

describe('createServiceApp refuses unsafe input before anything runs', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createServiceApp({
      name: 'safe-input-test',
      module: SpendingModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
  });
  afterAll(() => app.close());
  beforeEach(() => {
    spent.length = 0;
  });

  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/test/save',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('passes ordinary JSON to the guard and the handler', async () => {
    const res = await post('{"name":"Zone \\ud83d\\ude00"}');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'Zone 😀' });
    expect(spent).toEqual(['guard', 'handler']);
  });

  it.each([
    ['a NUL', '{"name":"x\\u0000"}', 'name', UNSAFE_INPUT_MESSAGES.nul],
    ['a lone surrogate', '{"list":["ok","\\ud800"]}', 'list.1', UNSAFE_INPUT_MESSAGES.surrogate],
    [
      '100 000 levels',
      '['.repeat(100_000) + ']'.repeat(100_000),
      '0'.repeat(64).split('').join('.'),
      UNSAFE_INPUT_MESSAGES.depth,
    ],
  ])(
    'answers a body with %s G001 400 with the field, and neither guard nor handler runs',
    async (_, payload, path, message) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'G001', details: [{ path, message }] });
      expect(spent).toEqual([]);
    },
  );

  it('keeps refusing prototype poisoning as before', async () => {
    const res = await post('{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(spent).toEqual([]);
  });

  // A percent-encoded surrogate is invalid UTF-8 and never decodes to a lone surrogate, so NUL is the case here.
  it('answers a query string value with NUL G001 400 before the guard, repeated keys included', async () => {
    const single = await app.inject({ method: 'GET', url: '/test/find?q=a%00b' });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.details).toEqual([{ path: 'q', message: UNSAFE_INPUT_MESSAGES.nul }]);
    const repeated = await app.inject({ method: 'GET', url: '/test/find?ids=ok&ids=%00' });
    expect(repeated.json().error).toMatchObject({ code: 'G001', details: [{ path: 'ids.1' }] });
    expect(spent).toEqual([]);
  });
});
