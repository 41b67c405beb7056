// The JavaScript a first visit downloads: the entry chunk of index.html and every chunk it preloads, raw and
// gzipped. Issue 13: at most 200 kB gzip; above that it exits 1, so `make e2e` (and `make test`) fail when the
// budget is exceeded. Usage: node first-load-size.mjs web/dist
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 200_000;

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = new Set(
  [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  ),
);
if (scripts.size === 0) {
  console.error(`no entry script found in ${join(dist, 'index.html')}`);
  process.exit(1);
}
let raw = 0;
let gzip = 0;
for (const file of scripts) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `${kb(raw)} raw / ${kb(gzip)} gzip in ${scripts.size} files (target: at most ${kb(BUDGET_GZIP_BYTES)} gzip)`,
);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(
    `first load over budget: ${kb(gzip)} gzip > ${kb(BUDGET_GZIP_BYTES)} (${[...scripts].join(', ')})`,
  );
  process.exit(1);
}
