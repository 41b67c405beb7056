import { ERROR_ANSWER_SCHEMA, type DescribedCall } from './call-operation';
import type { JsonSchema } from './zod-json-schema';

export type OpenApiDocument = JsonSchema & {
  openapi: string;
  paths: Record<string, Record<string, JsonSchema>>;
};

export interface OpenApiDocumentOptions {
  title: string;
  version: string;
  description?: string;
  calls: DescribedCall[];
  /** Whether a call (its spec name, 'account/login') is answered without a bearer token. */
  isAnonymous: (callName: string, call: DescribedCall) => boolean;
}

/** `{ error: { code, message, details?, ref } }` (http/error-body.ts, http/app-error.filter.ts). */
const errorAnswerSchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', pattern: '^[A-Z][0-9]{3}$', description: 'The catalogue code, e.g. G001.' },
        message: { type: 'string' },
        details: {
          description: 'For G001: one { path, message } per refused field.',
        },
        ref: { type: 'string', description: 'Quote it to support: the same id is in the log line.' },
      },
    },
  },
};

/**
 * Merges described calls (each service's contribution) into one OpenAPI 3.1 document: one path item per call,
 * a bearer token required except where `isAnonymous` says the call is public, the coded error answer once.
 */
export function openApiDocument(options: OpenApiDocumentOptions): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const schemas: Record<string, JsonSchema> = { [ERROR_ANSWER_SCHEMA]: errorAnswerSchema };
  const sorted = [...options.calls].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  for (const call of sorted) {
    const name = String(call.operation.summary ?? call.path);
    const security = options.isAnonymous(name, call) ? [] : [{ bearer: [] }];
    (paths[call.path] ??= {})[call.method] = { ...call.operation, security };
    Object.assign(schemas, call.schemas);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: options.title,
      version: options.version,
      ...(options.description ? { description: options.description } : {}),
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of account/login (or account/refresh).',
        },
      },
    },
  };
}
