import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { z } from 'zod';
import { parseInput } from './parse-input';

/** Where a call's input comes from: the JSON body (POST), the query string (GET) or the path's parameters. */
export type InputSource = 'body' | 'query' | 'params';

/** What a handler declared about its input; `schema: null` = the call takes none (`@NoInput()`). */
export interface DeclaredInput {
  schema: z.ZodType | null;
  /** undefined: the body for POST/PUT/PATCH, the query string otherwise (decided per request). */
  source?: InputSource;
}

const DECLARED_INPUT = Symbol('chalktalk.declaredInput');

type Handler = object;

function declare(handler: Handler, declared: DeclaredInput): void {
  Reflect.defineMetadata(DECLARED_INPUT, declared, handler);
}

/** The input a handler (the method function) declared with @Input or @NoInput, if any. */
export function declaredInputOf(handler: Handler): DeclaredInput | undefined {
  return Reflect.getMetadata(DECLARED_INPUT, handler) as DeclaredInput | undefined;
}

/** Where a declared input is read from for a route of this HTTP method. */
export function inputSourceFor(declared: DeclaredInput, httpMethod: string): InputSource {
  if (declared.source) return declared.source;
  return ['POST', 'PUT', 'PATCH'].includes(httpMethod.toUpperCase()) ? 'body' : 'query';
}

interface RequestParts {
  method: string;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

// The schema travels wrapped: Nest takes a bare `data` that has a `transform` function (as zod schemas do) for a pipe.
const ValidatedInput = createParamDecorator((declared: DeclaredInput, ctx: ExecutionContext): unknown => {
  const request = ctx.switchToHttp().getRequest<RequestParts>();
  return parseInput(declared.schema!, request[inputSourceFor(declared, request.method)]);
});

/**
 * The call's input, validated with `schema` (G001 with one detail per issue), read from the body for POST and
 * from the query string for GET unless `source` says otherwise. It also declares the schema for the call table
 * (callTableOf), which refuses to boot an app with a public call that declares nothing, and which the generated
 * bad-input suite reads.
 */
export function Input(schema: z.ZodType, source?: InputSource): ParameterDecorator {
  const declared: DeclaredInput = { schema, source };
  const parameter = ValidatedInput(declared);
  return (target, key, index) => {
    if (key !== undefined) declare((target as Record<string | symbol, Handler>)[key], declared);
    parameter(target, key, index);
  };
}

/** Declares that a call takes no input (a read of the caller's own data, a cookie-only call). */
export function NoInput(): MethodDecorator {
  return (_target, _key, descriptor) => {
    declare(descriptor.value as Handler, { schema: null });
  };
}
