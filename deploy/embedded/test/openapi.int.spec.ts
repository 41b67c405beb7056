import { isAnonymousCall } from '@chalktalk/gateway';
import { callNameOf, type DeclaredCall, declaredCalls, type JsonSchema } from '@chalktalk/platform';
import { validateOpenApi } from '@chalktalk/platform/testing';
import { z } from 'zod';
import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { call } from './api-helpers';
import { ownerOf, routingTableOf } from './call-routes';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, JsonSchema>>;
}

/** What the document says a call takes: its JSON body's schema, or its parameters by name. */
function describedInput(operation: JsonSchema): unknown {
  const body = operation.requestBody as { content: { 'application/json': { schema: unknown } } } | undefined;
  if (body) return body.content['application/json'].schema;
  const parameters = (operation.parameters ?? []) as { name: string; schema: unknown }[];
  return parameters.length ? Object.fromEntries(parameters.map((p) => [p.name, p.schema])) : null;
}

/** What the call declared, in the same form: the schema zod writes for its input side. */
function declaredInput(declared: DeclaredCall): unknown {
  if (!declared.input) return null;
  const { $schema: _dialect, ...schema } = z.toJSONSchema(declared.input, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return declared.source === 'body' ? schema : (schema.properties ?? null);
}

/**
 * A schema with its named definitions left out and each reference cut to the definition's own name: a recursive
 * schema's definitions sit in `$defs` as zod writes it and in the document's components once published.
 */
function withoutDefinitions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDefinitions);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== '$defs')
      .map(([key, value]) => [
        key,
        key === '$ref' ? String(value).replace(/^.*\//, '').replace(/^.*__/, '') : withoutDefinitions(value),
      ]),
  );
}

/**
 * The public HTTP API described once: GET /api/openapi.json on the gateway of the whole product is a valid OpenAPI
 * 3.1 document that lists every call the services declare and the gateway routes, each with the input schema it
 * validates with and a bearer requirement exactly where the edge asks for a token (anonymous-calls.ts).
 */
describe('GET /api/openapi.json', () => {
  let product: TestProduct;
  let document: Document;
  let answer: Awaited<ReturnType<typeof call>>;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'openapi' });
    answer = await call<Document>(product.api, 'GET', '/api/openapi.json');
    document = answer.body as Document;
  }, 120_000);

  afterAll(() => product?.stop());

  it('answers anyone, cacheably, and a repeat with the same entity tag is 304', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(answer.headers.etag);
    const again = await call(product.api, 'GET', '/api/openapi.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(await validateOpenApi(document)).toEqual({ valid: true });
  }, 60_000);

  it('lists every routed call with its input schema and the edge token rule, and nothing else', () => {
    const routes = routingTableOf(product.apps);
    const routed = declaredCalls().filter(
      (declared) => !declared.path.includes('*') && ownerOf(routes, declared) === declared.service,
    );
    expect(routed.length).toBeGreaterThan(150);

    const described = routed.map((declared) => {
      const path = declared.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[declared.httpMethod.toLowerCase()];
      return {
        call: `${declared.httpMethod} ${declared.path}`,
        input: operation && withoutDefinitions(describedInput(operation)),
        security: operation?.security,
      };
    });
    const expected = routed.map((declared) => {
      const [group = '', name = ''] = callNameOf(declared.path).split('/');
      return {
        call: `${declared.httpMethod} ${declared.path}`,
        input: withoutDefinitions(declaredInput(declared)),
        security: isAnonymousCall(group, name) ? [] : [{ bearer: [] }],
      };
    });
    expect(described).toEqual(expected);

    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routed.length);
  });
});
