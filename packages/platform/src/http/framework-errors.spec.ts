import { Controller, Get, Module, Param } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '../app/service-app';
import { Public } from '../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../config/config';

@Public()
@Controller('files')
class FilesController {
  @Get(':name')
  file(@Param('name') name: string) {
    return { name };
  }
}

@Module({ controllers: [FilesController] })
class FilesModule {}

describe("the router's own refusals answer in the product's error shape", () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createServiceApp({
      name: 'framework-errors-test',
      module: FilesModule,
      config: loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' }),
    });
  });
  afterAll(() => app.close());

  it('answers a path parameter over 100 characters G001 414, not Fastify’s body', async () => {
    const res = await app.inject({ method: 'GET', url: `/files/${'x'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: {
        code: 'G001',
        message: expect.any(String),
        details: [{ message: 'A part of the address is too long.' }],
        ref: expect.stringMatching(/^[0-9A-Z]{10}$/),
      },
    });
  });

  it('answers a URL it cannot decode G001 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'G001',
      details: [{ message: 'The address is not a valid URL.' }],
    });
  });
});
