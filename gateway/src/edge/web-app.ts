import { AppError } from '@chalktalk/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built SPA from the same origin as the API: files as they are or as their precompressed copy (hashed
 * assets cached for a year), and index.html for any other GET outside /api so client-side routes survive a
 * reload. /api never falls back.
 */
export async function registerWebApp(fastify: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await fastify.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each text file (web/vite-plugins/precompress.ts): sent as they are
    // to browsers that accept them, so the first load is about a third of the bytes and costs no CPU per request.
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own header would overwrite it.
    cacheControl: false,
    setHeaders: (res, path) => {
      const immutable = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (
    _req: unknown,
    reply: { header(n: string, v: string): { sendFile(f: string): unknown } },
  ) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  fastify.get('/', sendIndex);
  fastify.get('/*', (req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?'))
      throw new AppError('G004');
    return sendIndex(req, reply);
  });
  return true;
}
