import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  traceparent?: string;
  userId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * The context of the request (or event delivery) being handled, carried through async calls.
 * The object is mutable on purpose: the auth guard fills in userId after the context was opened.
 */
export const requestContext = {
  get(): RequestContext | undefined {
    return storage.getStore();
  },
  run<T>(ctx: RequestContext, fn: () => T): T {
    return storage.run(ctx, fn);
  },
};

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** The trace id part of a W3C traceparent, or undefined when it is malformed. */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  return traceparent ? TRACEPARENT.exec(traceparent)?.[1] : undefined;
}

export function isValidTraceparent(value: unknown): value is string {
  return typeof value === 'string' && TRACEPARENT.test(value) && !/^[\da-f]{2}-0{32}-/.test(value);
}
