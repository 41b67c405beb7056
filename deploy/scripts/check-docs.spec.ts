import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const script = join(__dirname, 'check-docs.sh');

/** A throwaway git repository holding `files`, all tracked. */
function repoWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  return root;
}

function check(files: Record<string, string>) {
  const root = repoWith(files);
  try {
    const run = spawnSync('bash', [script, root], { encoding: 'utf8' });
    return { status: run.status, errors: run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

describe('check-docs.sh', () => {
  it('passes a short README whose links resolve and that names no machine path', () => {
    const result = check({
      'README.md':
        '# part\n\nSee [the records](docs/decisions/0001-x.md) and [the site](https://example.com).\n',
      'docs/decisions/0001-x.md': '# 1. x\n',
    });
    expect(result).toEqual({ status: 0, errors: '' });
  });

  it('refuses a README over 300 lines', () => {
    const result = check({ 'services/x/README.md': lines(301) });
    expect(result.status).toBe(1);
    expect(result.errors).toContain('services/x/README.md has 301 lines');
  });

  it('accepts a README of exactly 300 lines', () => {
    expect(check({ 'web/README.md': lines(300) }).status).toBe(0);
  });

  it.each([['cd /work/main && make test'], ['export PATH=/home/coach/bin:$PATH'], ['see `/root/.npmrc`']])(
    'refuses a machine path: %s',
    (text) => {
      const result = check({ 'docs/guide.md': `${text}\n` });
      expect(result.status).toBe(1);
      expect(result.errors).toContain('machine path in docs/guide.md:1:');
    },
  );

  it('leaves paths that are not a machine’s alone: the container image, URLs, mktemp templates', () => {
    const result = check({
      'deploy/docker/Dockerfile': 'RUN --mount=type=cache,target=/root/.npm npm ci\n',
      'scripts/x.sh': 'dir=$(mktemp -d /tmp/chalktalk-XXXXXX)\ncurl https://example.com/work/1\n',
    });
    expect(result).toEqual({ status: 0, errors: '' });
  });

  it('refuses a relative link to a file that does not exist', () => {
    const result = check({ 'gateway/README.md': 'See [the record](../docs/decisions/0009-gone.md#why).\n' });
    expect(result.status).toBe(1);
    expect(result.errors).toContain('gateway/README.md links to ../docs/decisions/0009-gone.md');
  });
});
