// The JavaScript a first visit downloads: the entry chunk of index.html and every chunk it preloads, raw and
// gzipped (issue 13: at most 200 KB gzip). Usage: node first-load-size.mjs web/dist
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g),
].map((match) => match[1]);
let raw = 0;
let gzip = 0;
for (const file of new Set(scripts)) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `${kb(raw)} raw / ${kb(gzip)} gzip in ${new Set(scripts).size} files (target: at most 200 kB gzip)`,
);
