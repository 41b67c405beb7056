import { transformFileSync } from '@swc/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_NODE_MODULES = resolve(__dirname, '../../../../node_modules');

/**
 * Runs the real module in a child Node process (its exit is what is tested): the child logs `lines` lines through
 * bufferedDestination into a file and calls process.exit at once, before any asynchronous write could finish.
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
});
