import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { createServiceApp } from '../app/service-app';
import { Public } from '../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../config/config';
import { declaredCalls, UndeclaredInputError } from './call-table';
import { Input, NoInput } from './input.decorator';

const config = loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' });
const saveSchema = z.object({ name: z.string().min(1, 'Please enter a name.') });
const findSchema = z.object({ id: z.uuid() });

@Public()
@Controller('api/things')
class ThingsController {
  @HttpCode(200)
  @Post('save')
  save(@Input(saveSchema) input: z.infer<typeof saveSchema>) {
    return { saved: input.name };
  }

  @Get('find')
  find(@Input(findSchema) input: z.infer<typeof findSchema>) {
    return { found: input.id };
  }

  @NoInput()
  @Get('count')
  count() {
    return { count: 3 };
  }
}

@Controller('api/things')
class ForgetfulController {
  @Post('forgot')
  forgot() {
    return {};
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

@Module({ controllers: [ThingsController, ForgetfulController] })
class ForgetfulModule {}

describe('@Input and @NoInput', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createServiceApp({ name: 'things', module: ThingsModule, config });
  });
  afterAll(() => app.close());

  it('validates the body of a POST and hands the handler the parsed input', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/things/save',
      payload: { name: 'Horns', extra: 1 },
    });
    expect(ok.json()).toEqual({ saved: 'Horns' });
    const bad = await app.inject({ method: 'POST', url: '/api/things/save', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'G001',
      details: [{ path: 'name', message: 'Please enter a name.' }],
    });
  });

  it('validates the query string of a GET', async () => {
    const id = '0190a0b2-7c1e-7000-8000-000000000001';
    expect((await app.inject({ method: 'GET', url: `/api/things/find?id=${id}` })).json()).toEqual({
      found: id,
    });
    const bad = await app.inject({ method: 'GET', url: "/api/things/find?id='" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].path).toBe('id');
  });

  it('lists every call with its schema, source and access in the process-wide call table', () => {
    const things = declaredCalls().filter((call) => call.service === 'things');
    expect(things).toEqual(
      expect.arrayContaining([
        {
          service: 'things',
          httpMethod: 'POST',
          path: '/api/things/save',
          input: saveSchema,
          source: 'body',
          anonymous: true,
          status: 200,
          rawAnswer: false,
        },
        {
          service: 'things',
          httpMethod: 'GET',
          path: '/api/things/find',
          input: findSchema,
          source: 'query',
          anonymous: true,
          status: 200,
          rawAnswer: false,
        },
        {
          service: 'things',
          httpMethod: 'GET',
          path: '/api/things/count',
          input: null,
          source: 'query',
          anonymous: true,
          status: 200,
          rawAnswer: false,
        },
      ]),
    );
    expect(things).toHaveLength(3);
  });

  it('refuses to boot an app with a public call that declares no input, naming it', async () => {
    await expect(createServiceApp({ name: 'forgetful', module: ForgetfulModule, config })).rejects.toThrow(
      UndeclaredInputError,
    );
    await expect(createServiceApp({ name: 'forgetful', module: ForgetfulModule, config })).rejects.toThrow(
      /POST \/api\/things\/forgot \(ForgetfulController\.forgot\)/,
    );
  });
});
