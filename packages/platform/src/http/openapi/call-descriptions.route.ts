import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { DeclaredCall } from '../call-table';
import { type DescribedCall, describeCall } from './call-operation';

/**
 * Where a service tells the gateway what its calls are. Not under /api, so the gateway never forwards it; it holds
 * only what the gateway publishes as /api/openapi.json.
 */
export const CALL_DESCRIPTIONS_PATH = '/internal/openapi';

/** The app's calls as OpenAPI operations (a wildcard route, such as the gateway's proxy, is no call of its own). */
export function describeCalls(calls: DeclaredCall[]): DescribedCall[] {
  return calls.filter((call) => !call.path.includes('*')).map(describeCall);
}

/** Serves `{ calls: DescribedCall[] }` at CALL_DESCRIPTIONS_PATH, worked out on the first request only. */
export function registerCallDescriptions(app: INestApplication, calls: DeclaredCall[]): void {
  let described: DescribedCall[] | undefined;
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.get(CALL_DESCRIPTIONS_PATH, async () => ({ calls: (described ??= describeCalls(calls)) }));
}
