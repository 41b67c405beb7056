import { Controller, Get, HttpCode, Module, Post, Res } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { createServiceApp } from '../../app/service-app';
import { Public } from '../../auth/public.decorator';
import { baseConfigSchema, loadConfig } from '../../config/config';
import { validateOpenApi } from '../../testing/openapi-validator';
import { Input, NoInput } from '../input.decorator';
import { Answer } from './answer.decorator';
import type { DescribedCall } from './call-operation';
import { CALL_DESCRIPTIONS_PATH } from './call-descriptions.route';
import { openApiDocument } from './openapi-document';
import type { JsonSchema } from './zod-json-schema';

const config = loadConfig(baseConfigSchema, { LOG_LEVEL: 'silent' });

interface Step {
  name: string;
  next?: Step;
}
const stepSchema: z.ZodType<Step> = z.lazy(() =>
  z.object({ name: z.string().max(40), next: stepSchema.optional() }),
);
const saveDrillSchema = z.object({
  name: z.string().min(1).max(80),
  minutes: z.number().int().min(1).default(10),
  first: stepSchema,
});
const findDrillSchema = z.object({ teamId: z.uuid(), query: z.string().max(100).optional() });
const drillFileSchema = z.object({ name: z.string().regex(/^[\w-]+$/) });
const savedDrillAnswer = z.object({ id: z.string(), minutes: z.number().int() });

@Controller('api/drills')
class DrillsController {
  @HttpCode(200)
  @Post('saveDrill')
  @Answer(savedDrillAnswer, {
    findIt: { call: 'drills/findDrills', parameters: { query: '$response.body#/id' } },
  })
  save(@Input(saveDrillSchema) input: z.infer<typeof saveDrillSchema>) {
    return { id: input.name, minutes: input.minutes };
  }

  @Post('createDrill')
  create(@Input(saveDrillSchema) input: z.infer<typeof saveDrillSchema>) {
    return { id: input.name };
  }

  @Get('findDrills')
  find(@Input(findDrillSchema) input: z.infer<typeof findDrillSchema>) {
    return { teamId: input.teamId };
  }

  @Public()
  @NoInput()
  @Get('countDrills')
  count() {
    return { count: 3 };
  }

  @Public()
  @Get('files/:name')
  file(
    @Input(drillFileSchema, 'params') input: z.infer<typeof drillFileSchema>,
    @Res() reply: { status(code: number): { send(body?: string): void } },
  ) {
    if (input.name === 'none') reply.status(204).send();
    else reply.status(200).send(`drill ${input.name}`);
  }
}

@Module({ controllers: [DrillsController] })
class DrillsModule {}

describe('the public API described as OpenAPI 3.1', () => {
  let app: NestFastifyApplication;
  let calls: DescribedCall[];

  beforeAll(async () => {
    app = await createServiceApp({ name: 'drills', module: DrillsModule, config });
    const answer = await app.inject({ method: 'GET', url: CALL_DESCRIPTIONS_PATH });
    expect(answer.statusCode).toBe(200);
    calls = (answer.json() as { calls: DescribedCall[] }).calls;
  });
  afterAll(() => app.close());

  const documentOf = (anonymous: string[]) =>
    openApiDocument({
      title: 'Drills',
      version: '1.0.0',
      calls,
      isAnonymous: (name) => anonymous.includes(name),
    });
  const operation = (path: string, method: string) => documentOf([]).paths[path]![method]!;

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = documentOf(['drills/countDrills']);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(await validateOpenApi(document)).toEqual({ valid: true });
  }, 60_000);

  it("describes a POST's body with its zod schema's input side, and the status it answers", () => {
    const save = operation('/api/drills/saveDrill', 'post');
    expect(save.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: expect.objectContaining({ type: 'object' }) } },
    });
    const schema = (
      save.requestBody as { content: { 'application/json': { schema: Record<string, unknown> } } }
    ).content['application/json'].schema;
    // The input side: a field with a default may be left out.
    expect(schema.required).toEqual(['name', 'first']);
    expect(Object.keys(save.responses as object).sort()).toEqual(['200', '4XX', '503']);
    expect(Object.keys(operation('/api/drills/createDrill', 'post').responses as object)).toContain('201');
  });

  it('shapes a success answer as @Answer declares it (output side), with the calls that can follow it', () => {
    const saved = (operation('/api/drills/saveDrill', 'post').responses as Record<string, JsonSchema>)[
      '200'
    ]!;
    expect(saved).toEqual({
      description: 'Done.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              minutes: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
            },
            required: ['id', 'minutes'],
            additionalProperties: false,
          },
        },
      },
      links: { findIt: { operationId: 'drills_findDrills', parameters: { query: '$response.body#/id' } } },
    });
    // A call that declares no answer is described as answering an object.
    const created = (operation('/api/drills/createDrill', 'post').responses as Record<string, JsonSchema>)[
      '201'
    ]!;
    expect(created.content).toEqual({ 'application/json': { schema: { type: 'object' } } });
  });

  it('gives a call that writes its own answer (@Res) any 2xx, of any content type', () => {
    const responses = operation('/api/drills/files/{name}', 'get').responses as Record<string, JsonSchema>;
    expect(Object.keys(responses).sort()).toEqual(['2XX', '4XX', '503']);
    expect(responses['2XX']).toEqual({ description: expect.any(String) });
  });

  it('moves a recursive schema to components, where its references point', () => {
    const document = documentOf([]);
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(1);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  });

  it("describes a GET's query fields and a path's parameters one by one", () => {
    expect(operation('/api/drills/findDrills', 'get').parameters).toEqual([
      { name: 'teamId', in: 'query', required: true, schema: expect.objectContaining({ format: 'uuid' }) },
      { name: 'query', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } },
    ]);
    expect(operation('/api/drills/files/{name}', 'get').parameters).toEqual([
      { name: 'name', in: 'path', required: true, schema: expect.objectContaining({ pattern: '^[\\w-]+$' }) },
    ]);
    expect(operation('/api/drills/countDrills', 'get').parameters).toBeUndefined();
  });

  it('asks for a bearer token except on the anonymous calls, and answers refusals with the coded error', () => {
    const document = documentOf(['drills/countDrills', 'drills/files']);
    expect(document.paths['/api/drills/countDrills']!.get!.security).toEqual([]);
    expect(document.paths['/api/drills/files/{name}']!.get!.security).toEqual([]);
    expect(document.paths['/api/drills/saveDrill']!.post!.security).toEqual([{ bearer: [] }]);
    expect(
      (document.paths['/api/drills/saveDrill']!.post!.responses as Record<string, unknown>)['4XX'],
    ).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
  });
});
