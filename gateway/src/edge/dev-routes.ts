import { AppError } from '@chalktalk/domain';
import { isLoopback } from '@chalktalk/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const DEV_GROUP = /^\/api\/dev(\/|\?|$)/;

/**
 * The dev group (the dev mailbox: every mail, reset links included) answers only when this gateway listens on
 * loopback and the browser addressed it by a loopback name; otherwise it does not exist (G004). Notifications
 * refuses to serve it unless it is bound to loopback itself, and the distributed stack never turns it on.
 */
export function registerDevRoutesGuard(fastify: FastifyInstance, listenHost: string): void {
  const listensOnLoopback = isLoopback(listenHost);
  fastify.addHook('onRequest', async (req: FastifyRequest) => {
    if (!DEV_GROUP.test(req.url)) return;
    if (!listensOnLoopback || !isLoopback(req.headers.host ?? '')) throw new AppError('G004');
  });
}
