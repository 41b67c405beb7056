import { randomFillSync, randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { isValidTraceparent, type RequestContext, requestContext } from '../logging/request-context';

const REQUEST_ID = /^[\w\-.:]{1,128}$/;
const CONTEXT = Symbol('chalktalk.requestContext');
const LOGGED_DOWNSTREAM = Symbol('chalktalk.accessLoggedDownstream');

/** The part of a Fastify request this file reads (structural, so a second Fastify copy in node_modules is fine). */
interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
}
type WithContext = IncomingRequest & { [CONTEXT]?: RequestContext; [LOGGED_DOWNSTREAM]?: true };

/**
 * Random bytes for trace and span ids, drawn from a pool refilled 4 KiB at a time (as Node does for randomUUID):
 * a `randomBytes` call per id was 1–2.4 % of a read's CPU under load (issue 12).
 */
const pool = Buffer.alloc(4080);
let poolOffset = pool.length;

/** `bytes` random bytes (at most 24) as lower-case hex. */
export function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const start = poolOffset;
  poolOffset += bytes;
  return pool.toString('hex', start, start + bytes);
}

export function newTraceparent(): string {
  return `00-${randomHex(16)}-${randomHex(8)}-01`;
}

function contextFrom(request: IncomingRequest): RequestContext {
  const header = request.headers['x-request-id'];
  const incomingTrace = request.headers['traceparent'];
  return {
    requestId: typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID(),
    traceparent: isValidTraceparent(incomingTrace) ? incomingTrace : newTraceparent(),
  };
}

/** The context opened for this request, also reachable where async context was lost (e.g. filters). */
export function contextOfRequest(request: object): RequestContext | undefined {
  return (request as WithContext)[CONTEXT];
}

/**
 * The answer came from a service app in this same process, whose own access line (same request id and trace,
 * plus the user, its status and duration) already records the call: this process's line for it is skipped. Used
 * by the embedded gateway's in-process calls, where both lines went to the one stdout (issue 12). Requests the
 * gateway answers itself (refusals at the edge, rate limits, unknown calls, an unreachable service) keep theirs.
 */
export function markAccessLoggedDownstream(request: object): void {
  (request as WithContext)[LOGGED_DOWNSTREAM] = true;
}

/**
 * Opens the request context and logs one line per request. The context is entered twice: at onRequest, and
 * again at preHandler because body parsing runs on socket events that drop the async context.
 */
export function registerRequestHooks(app: NestFastifyApplication, logger: Logger): void {
  // Typed through Nest so it is the Fastify copy that @nestjs/platform-fastify itself runs.
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const ctx = contextFrom(request);
    (request as WithContext)[CONTEXT] = ctx;
    void reply.header('x-request-id', ctx.requestId);
    requestContext.run(ctx, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const ctx = contextOfRequest(request);
    if (ctx) requestContext.run(ctx, done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if ((request as WithContext)[LOGGED_DOWNSTREAM]) {
      done();
      return;
    }
    const ctx = contextOfRequest(request);
    const fields = {
      requestId: ctx?.requestId,
      userId: ctx?.userId,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
    };
    if (request.url.startsWith('/health/')) logger.debug(fields, 'request');
    else logger.info(fields, 'request');
    done();
  });
}
