import type { DeclaredCall } from '../call-table';
import { inputJsonSchema, type JsonSchema } from './input-json-schema';

/** One call as an OpenAPI 3.1 operation, before the gateway adds who may call it (security). */
export interface DescribedCall {
  /** The service that declared it, e.g. 'teams'. */
  service: string;
  /** Lower case, as an OpenAPI path item names it: 'get', 'post'. */
  method: string;
  /** The OpenAPI path, parameters as `{name}`: '/api/render/files/{shard}/{hash}/{name}'. */
  path: string;
  operation: JsonSchema;
  /** Named schemas the operation refers to (`#/components/schemas/<name>`). */
  schemas: Record<string, JsonSchema>;
}

/** The answer every refusal carries (http/app-error.filter.ts): the catalogue code, its message, `ref`. */
export const ERROR_ANSWER_SCHEMA = 'ErrorAnswer';
const errorAnswer = { $ref: `#/components/schemas/${ERROR_ANSWER_SCHEMA}` };

const PATH_PARAMETER = /:(\w+)/g;

/** '/api/teams/createTeam' → 'teams/createTeam': the name the spec gives the call. */
export function callNameOf(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .replace(PATH_PARAMETER, '{$1}')
    .replace(/\/\{[^}]+\}/g, '');
}

/** Each property of an object schema as a query or path parameter; a schema of another shape gives none. */
function parametersOf(schema: JsonSchema, where: 'query' | 'path'): JsonSchema[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    // An object or an array in the query string: `a[b]=1` and `a=1&a=2`, as Fastify's parser reads them.
    ...(where === 'query' && property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }));
}

/**
 * Describes one declared call: its input from the zod schema it declared (`@Input`) as the JSON body, the query or
 * the path's parameters; its success with the status the handler answers (an object: no call declares its answer's
 * shape yet); every refusal as the coded error answer (4XX, and 503 when a service is unreachable).
 */
export function describeCall(call: DeclaredCall): DescribedCall {
  const name = callNameOf(call.path);
  const operationId = name.replace(/[^\w]+/g, '_');
  const input = call.input ? inputJsonSchema(call.input, `${operationId}__`) : undefined;
  const operation: JsonSchema = {
    operationId,
    tags: [name.split('/')[0]],
    summary: name,
  };
  if (input && call.source === 'body') {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: input.schema } },
    };
  } else if (input) {
    operation.parameters = parametersOf(input.schema, call.source === 'params' ? 'path' : 'query');
  }
  const path = call.path.replace(PATH_PARAMETER, '{$1}');
  // Every parameter of the path is described, whether or not the input schema names it.
  const parameters = (operation.parameters ?? []) as JsonSchema[];
  for (const [, parameter] of call.path.matchAll(PATH_PARAMETER)) {
    if (!parameters.some((known) => known.in === 'path' && known.name === parameter))
      parameters.push({ name: parameter, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (parameters.length) operation.parameters = parameters;
  operation.responses = {
    [String(call.status)]: {
      description: 'Done.',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    '4XX': {
      description: 'Refused: a catalogue code (G, T, B, A, P, N) with its message.',
      content: { 'application/json': { schema: errorAnswer } },
    },
    '503': {
      description: 'G006: the service is unavailable; try again.',
      content: { 'application/json': { schema: errorAnswer } },
    },
  };
  return {
    service: call.service,
    method: call.httpMethod.toLowerCase(),
    path,
    operation,
    schemas: input?.definitions ?? {},
  };
}
