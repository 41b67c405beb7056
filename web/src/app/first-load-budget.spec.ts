import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The budget gate `make e2e` runs on the build (web/bench/first-load-size.mjs): entry + preloaded chunks, gzip.
const script = resolve(__dirname, '../../bench/first-load-size.mjs');

/** A dist folder whose index.html loads an entry and preloads one chunk (sizes in kB of random bytes). */
function distWith(entryKb: number, preloadKb: number, lazyKb = 0): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dist, 'assets'));
  // Random bytes written as base64 gzip back to about their own size.
  const js = (kb: number) => `/*${randomBytes(kb * 1000).toString('base64')}*/`;
  writeFileSync(join(dist, 'assets/index-a.js'), js(entryKb));
  writeFileSync(join(dist, 'assets/framework-b.js'), js(preloadKb));
  writeFileSync(join(dist, 'assets/Lazy-c.js'), js(lazyKb));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">\n',
  );
  return dist;
}

function run(dist: string): { status: number; output: string } {
  try {
    return {
      status: 0,
      output: execFileSync(process.execPath, [script, dist], { stdio: 'pipe' }).toString(),
    };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('first-load budget (issue 13: at most 200 kB of gzipped JavaScript)', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((dist) => rmSync(dist, { recursive: true, force: true })));

  it('passes when the entry and what it preloads stay under 200 kB gzip; lazy chunks do not count', () => {
    // ≈ 97 kB gzip first load, plus a 300 kB lazy chunk.
    const dist = distWith(45, 52, 300);
    dists.push(dist);
    const { status, output } = run(dist);
    expect(output).toMatch(/gzip in 2 files/);
    expect(status).toBe(0);
  });

  it('fails (exit 1) when they exceed it', () => {
    // ≈ 220 kB gzip.
    const dist = distWith(120, 100);
    dists.push(dist);
    const { status, output } = run(dist);
    expect(output).toMatch(/first load over budget/);
    expect(status).toBe(1);
  });
});
