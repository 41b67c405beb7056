import type { FastifyInstance } from 'fastify';
import { Transform } from 'node:stream';

/** Calls allowed a larger body than the app's default (file uploads), by path (`/api/<group>/<call>`). */
export type CallBodyLimits = Readonly<Record<string, number>>;

/** What Fastify itself throws for a body over its limit: the error filter answers it as G001 413. */
function bodyTooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), {
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    statusCode: 413,
  });
}

/** The limit Fastify must allow at all: the default or the largest call limit. */
export function largestBodyLimit(defaultLimit: number, calls: CallBodyLimits = {}): number {
  return Math.max(defaultLimit, ...Object.values(calls));
}

/**
 * Fastify has one body limit per route and every call here shares one route shape, so the app's limit is the
 * largest call limit and this hook holds every other call to the default: a declared length over the call's limit
 * is refused before reading, and a body that streams past it is cut off. Nothing is registered when no call needs
 * more than the default.
 */
export function registerCallBodyLimits(
  fastify: FastifyInstance,
  defaultLimit: number,
  calls: CallBodyLimits = {},
): void {
  if (largestBodyLimit(defaultLimit, calls) === defaultLimit) return;
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    const limit = Object.hasOwn(calls, path) ? calls[path]! : defaultLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return done(bodyTooLarge());
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        next(received > limit ? bodyTooLarge() : null, chunk);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    done(null, payload.pipe(counted));
  });
}
