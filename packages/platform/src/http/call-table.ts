import { RequestMethod } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  RESPONSE_PASSTHROUGH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { z } from 'zod';
import { IS_PUBLIC } from '../auth/auth.types';
import { declaredInputOf, inputSourceFor, type InputSource } from './input.decorator';
import { type DeclaredAnswer, declaredAnswerOf } from './openapi/answer.decorator';

/** One public call of an app, as its handler declared it. */
export interface DeclaredCall {
  /** The app (service) that answers it, e.g. 'playbook'. */
  service: string;
  httpMethod: string;
  /** The route, e.g. '/api/playbook/saveNewPlay' (path parameters as `:name`). */
  path: string;
  /** null: the call takes no input (`@NoInput()`). */
  input: z.ZodType | null;
  source: InputSource;
  /** `@Public()`: callable without a token. */
  anonymous: boolean;
  /** The status of a successful answer: `@HttpCode`, else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  /** `@Answer(schema)`: the success answer's shape, when the call declares it. */
  answer?: DeclaredAnswer;
  /** The handler writes its answer itself (`@Res()`): a file, an image, a calendar, or no content at all. */
  rawAnswer: boolean;
}

/** Whether a handler takes the reply (`@Res()` without passthrough) and so writes its own answer. */
function writesOwnAnswer(controller: object, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, unknown>;
  const takesReply = Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.RESPONSE}:`));
  return takesReply && Reflect.getMetadata(RESPONSE_PASSTHROUGH_METADATA, controller, name) !== true;
}

/** Public calls are the routes under /api (health and key-set routes are not calls). */
const isCallPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

const asList = (paths: unknown): string[] =>
  Array.isArray(paths) ? paths.map(String) : [String(paths ?? '')];

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}

function methodsOf(prototype: object): Array<[string, object]> {
  const seen = new Map<string, object>();
  for (
    let proto = prototype;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      // The descriptor, not proto[name]: reading a getter on a prototype would run it.
      const value: unknown = Object.getOwnPropertyDescriptor(proto, name)?.value;
      if (name !== 'constructor' && typeof value === 'function' && !seen.has(name)) seen.set(name, value);
    }
  }
  return [...seen];
}

export class UndeclaredInputError extends Error {
  constructor(readonly routes: string[]) {
    super(
      `Every public call declares its input: add @Input(schema) to a parameter, or @NoInput() to the method, of ${routes.join(', ')}`,
    );
    this.name = 'UndeclaredInputError';
  }
}

/**
 * Reads every controller route of the app and what it declared about its input. Throws UndeclaredInputError
 * when a route under /api declares nothing, so a call without validation cannot boot.
 */
export function callTableOf(app: INestApplication, service: string): DeclaredCall[] {
  const calls: DeclaredCall[] = [];
  const undeclared: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const controllerPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
      for (const [name, handler] of methodsOf(controller.prototype as object)) {
        const routePaths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (routePaths === undefined) continue;
        const httpMethod = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const declared = declaredInputOf(handler);
        const anonymous = controllerPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true;
        const status =
          (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
          (httpMethod === 'POST' ? 201 : 200);
        for (const base of controllerPaths) {
          for (const route of asList(routePaths)) {
            const path = joinPath(base, route);
            if (!isCallPath(path)) continue;
            if (!declared) {
              undeclared.push(`${httpMethod} ${path} (${controller.name}.${name})`);
              continue;
            }
            const source = inputSourceFor(declared, httpMethod);
            const answer = declaredAnswerOf(handler);
            const rawAnswer = writesOwnAnswer(controller, name);
            calls.push({
              service,
              httpMethod,
              path,
              input: declared.schema,
              source,
              anonymous,
              status,
              ...(answer ? { answer } : {}),
              rawAnswer,
            });
          }
        }
      }
    }
  }
  if (undeclared.length) throw new UndeclaredInputError(undeclared);
  return calls;
}

/** Every call of every app created in this process (the embedded runner creates them all), by method and path. */
const registry = new Map<string, DeclaredCall>();

export function registerCalls(calls: DeclaredCall[]): void {
  for (const call of calls) registry.set(`${call.httpMethod} ${call.path}`, call);
}

/** The public calls of every app created in this process, with their declared input. */
export function declaredCalls(): DeclaredCall[] {
  return [...registry.values()];
}
