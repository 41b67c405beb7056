import { etagMatches } from '@chalktalk/platform';
import type { FastifyInstance } from 'fastify';
import type { PublicApiDescription } from './public-api-description.service';

export const OPENAPI_PATH = '/api/openapi.json';

/** Caches may keep the document an hour; it changes only with a deployment (the entity tag says when). */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /api/openapi.json: the public HTTP API as OpenAPI 3.1, for partners and club IT; anonymous and cacheable.
 * A plain route of the edge, not a call: it takes no input and is not itself part of the API it describes.
 */
export function registerOpenApiRoute(fastify: FastifyInstance, description: PublicApiDescription): void {
  fastify.get(OPENAPI_PATH, async (req, reply) => {
    const { json, etag } = await description.published();
    void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
