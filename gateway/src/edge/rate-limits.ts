import { AppError } from '@chalktalk/domain';
import rateLimit from '@fastify/rate-limit';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  perMinute: number;
  accountPerMinute: number;
}

const MINUTE = 60_000;

/**
 * Per-address limits on /api: one budget for all calls and a stricter one for account/* (login, signup, refresh),
 * where guessing and sign-up floods happen. Identity also throttles failed logins per account on its own.
 * The limiters run as a root hook because the Nest routes exist before any plugin could see them being added.
 */
export async function registerRateLimits(fastify: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  await fastify.register(rateLimit, { global: false });
  const everyCall = fastify.createRateLimit({
    max: opts.perMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `all|${req.ip}`,
  });
  const accountCalls = fastify.createRateLimit({
    max: opts.accountPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `account|${req.ip}`,
  });

  fastify.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/')) return;
    const overall = await everyCall(req);
    if (!overall.isAllowed && overall.isExceeded) return tooManyRequests(reply, overall.ttlInSeconds);
    if (req.url.startsWith('/api/account/')) {
      const account = await accountCalls(req);
      if (!account.isAllowed && account.isExceeded) {
        void reply.header('retry-after', String(account.ttlInSeconds));
        throw new AppError('A008');
      }
    }
  });
}

function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  // No catalogue code means "slow down"; G001 (invalid request) with 429 keeps the error body contract.
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      error: {
        code: 'G001',
        message: 'Too many requests. Please wait a moment and try again.',
        ref: randomBytes(5).toString('hex').toUpperCase(),
      },
    });
}
