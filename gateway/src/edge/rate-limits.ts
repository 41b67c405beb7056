import { AppError } from '@chalktalk/domain';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface RateLimitOptions {
  perMinute: number;
  accountPerMinute: number;
}

const MINUTE = 60_000;

/** No catalogue code means "slow down"; G001 answered as 429 keeps the error body contract. */
function tooManyRequests(): AppError {
  return new AppError('G001', {
    status: 429,
    message: 'Too many requests. Please wait a moment and try again.',
  });
}

/**
 * The account calls that take a credential or send mail: where guessing, sign-up floods and mail bombing happen.
 * Session upkeep (refresh, getProfile) runs on every page load and stays under the general budget only.
 */
export const CREDENTIAL_CALLS: ReadonlySet<string> = new Set([
  '/api/account/login',
  '/api/account/createAccount',
  '/api/account/reauthenticate',
  '/api/account/sendPasswordReset',
  '/api/account/confirmPasswordReset',
  '/api/account/sendEmailVerification',
  '/api/account/applyActionCode',
  '/api/account/checkActionCode',
  '/api/account/botChallenge',
]);

/**
 * The calls that try a password: only their 429 is A008 'Too many login attempts'. The other credential calls
 * (sign-up, reset mail, action codes, bot challenge) share the budget but answer the general 429 text.
 */
export const PASSWORD_CALLS: ReadonlySet<string> = new Set([
  '/api/account/login',
  '/api/account/reauthenticate',
]);

function callPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Per-address limits on /api: one budget for all calls and a stricter one for the credential calls above.
 * Identity also throttles failed logins per account on its own.
 * The limiters run from one root hook because the Nest routes exist before a plugin could decorate them.
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
    if (!overall.isAllowed && overall.isExceeded) {
      void reply.header('retry-after', String(overall.ttlInSeconds));
      throw tooManyRequests();
    }
    const path = callPath(req.url);
    if (CREDENTIAL_CALLS.has(path)) {
      const account = await accountCalls(req);
      if (!account.isAllowed && account.isExceeded) {
        void reply.header('retry-after', String(account.ttlInSeconds));
        throw PASSWORD_CALLS.has(path) ? new AppError('A008') : tooManyRequests();
      }
    }
  });
}
