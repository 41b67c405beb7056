import type { DeclaredCall } from '../call-table';
import type { AnswerLink } from './answer.decorator';
import { type JsonSchema, zodJsonSchema } from './zod-json-schema';

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

/** A call's operationId: its spec name with '_' for '/' ('playbook_createFolder'). */
export const operationIdOf = (callName: string): string => callName.replace(/[^\w]+/g, '_');

/** Links as OpenAPI writes them: the next call by its operationId, the values to carry over. */
function linksOf(links: Record<string, AnswerLink>): JsonSchema {
  return Object.fromEntries(
    Object.entries(links).map(([name, link]) => [
      name,
      {
        operationId: operationIdOf(link.call),
        ...(link.parameters ? { parameters: link.parameters } : {}),
        ...(link.body ? { requestBody: link.body } : {}),
      },
    ]),
  );
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
 * the path's parameters; its success with the status the handler answers, shaped as its `@Answer` schema says (an
 * object where it declares none; any 2xx of any type where the handler writes its own answer), with the calls that
 * can follow it; every refusal as the coded error answer (4XX,
 * and 503 when a service is unreachable).
 */
export function describeCall(call: DeclaredCall): DescribedCall {
  const name = callNameOf(call.path);
  const operationId = operationIdOf(name);
  const input = call.input ? zodJsonSchema(call.input, `${operationId}__`) : undefined;
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
  const answer = call.answer && zodJsonSchema(call.answer.schema, `${operationId}__answer__`, 'output');
  const success = call.rawAnswer
    ? // A handler that writes its own answer: a file, an image, a calendar, or nothing (204); not JSON.
      { '2XX': { description: 'Done: the file, image or text asked for, or no content.' } }
    : {
        [String(call.status)]: {
          description: 'Done.',
          content: { 'application/json': { schema: answer?.schema ?? { type: 'object' } } },
          ...(call.answer?.links ? { links: linksOf(call.answer.links) } : {}),
        },
      };
  operation.responses = {
    ...success,
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
    schemas: { ...input?.definitions, ...answer?.definitions },
  };
}
