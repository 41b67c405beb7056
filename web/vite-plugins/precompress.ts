import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;
/** Below this a compressed copy saves less than a round trip's worth. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build time, so the
 * gateway sends them as they are (@fastify/static preCompressed) instead of the raw files: the first load is about a
 * third of the bytes on a slow phone network (Lighthouse's text-compression audit), with no compression work per
 * request. Source maps are left raw: only developers fetch them.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chalktalk-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of files(outDir)) {
          const bytes = readFileSync(path);
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}
