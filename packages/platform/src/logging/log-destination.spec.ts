import { transformFileSync } from '@swc/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_NODE_MODULES = resolve(__dirname, '../../../../node_modules');

/**
 * Runs the real module in a child Node process (its timing and its exit are what is tested): `script` writes through
 * `destination` (bufferedDestination on a file); returns the lines the file holds once the child has ended. The
 * child must end by itself: the flush timer may not keep it alive.
 */
function linesWrittenBy(script: string, lines: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  try {
    const compiled = transformFileSync(resolve(__dirname, 'log-destination.ts'), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code;
    writeFileSync(join(dir, 'log-destination.js'), compiled);
    const out = join(dir, 'out.log');
    writeFileSync(
      join(dir, 'child.js'),
      `const fs = require('node:fs');
       const { bufferedDestination } = require('./log-destination.js');
       const destination = bufferedDestination(fs.openSync(${JSON.stringify(out)}, 'w'));
       ${script}`,
    );
    execFileSync(process.execPath, [join(dir, 'child.js'), String(lines)], {
      env: { ...process.env, NODE_PATH: REPO_NODE_MODULES },
      timeout: 10_000,
    });
    return readFileSync(out, 'utf8').split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('bufferedDestination', () => {
  it('writes every line, in order, even when the process exits right after logging them', () => {
    const written = linesWrittenBy(
      `for (let i = 0; i < Number(process.argv[2]); i++) destination.write(JSON.stringify({ i }) + '\\n');
       process.exit(0);`,
      5000,
    );
    expect(written).toHaveLength(5000);
    expect(written.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(
      Array.from({ length: 5000 }, (_, i) => i),
    );
  });

  it('writes a lone line within a second while the process keeps running', () => {
    const written = linesWrittenBy(
      `destination.write('lone line\\n');
       setTimeout(() => {
         const seen = fs.readFileSync(__dirname + '/out.log', 'utf8');
         destination.write(JSON.stringify({ seenAfter1500ms: seen }) + '\\n');
       }, 1500);`,
      1,
    );
    expect(written).toEqual(['lone line', JSON.stringify({ seenAfter1500ms: 'lone line\n' })]);
  });
});
