import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const depcruise = join(repoRoot, 'node_modules', '.bin', 'depcruise');
const config = join(repoRoot, '.dependency-cruiser.cjs');

/** The repository's dependency rules (make lint's) run over a throwaway tree holding `files`. */
function cruise(files: Record<string, string>): { status: number | null; out: string } {
  const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  try {
    const tree = { 'tsconfig.base.json': '{ "compilerOptions": { "strict": true } }\n', ...files };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(depcruise, ['--config', config, '--output-type', 'err', 'web/src'], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the dependency rules of make lint', () => {
  jest.setTimeout(60_000);

  it('pass a web app whose imports point down: a page composes features, features use shared code', () => {
    const result = cruise({
      'web/src/components/Card.tsx': 'export const Card = 1;\n',
      'web/src/features/roster/Roster.tsx':
        "import { Card } from '../../components/Card';\nexport const Roster = Card;\n",
      'web/src/features/feed/Feed.tsx':
        "import { Card } from '../../components/Card';\nexport const Feed = Card;\n",
      'web/src/app/App.tsx':
        "import { Roster } from '../features/roster/Roster';\nimport { Feed } from '../features/feed/Feed';\nexport const App = [Roster, Feed];\n",
    });
    expect(result.out).toContain('no dependency violations');
    expect(result.status).toBe(0);
  });

  it('are red on a feature importing another feature', () => {
    const result = cruise({
      'web/src/features/teams/current-team.ts': 'export const currentTeam = 1;\n',
      'web/src/features/feed/Feed.tsx':
        "import { currentTeam } from '../teams/current-team';\nexport const Feed = currentTeam;\n",
    });
    expect(result.out).toContain('web-no-cross-feature');
    expect(result.status).not.toBe(0);
  });

  it('are red on a feature importing the app, and on shared code importing a feature', () => {
    const result = cruise({
      'web/src/app/hooks.ts': 'export const useAppSelector = 1;\n',
      'web/src/features/feed/Feed.tsx':
        "import { useAppSelector } from '../../app/hooks';\nexport const Feed = useAppSelector;\n",
      'web/src/components/Header.tsx':
        "import { Feed } from '../features/feed/Feed';\nexport const Header = Feed;\n",
    });
    expect(result.out).toContain('web-features-not-to-app');
    expect(result.out).toContain('web-shared-not-up');
    expect(result.status).not.toBe(0);
  });

  it('are red on an import circle anywhere', () => {
    const result = cruise({
      'web/src/components/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'web/src/components/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(result.out).toContain('no-circular');
    expect(result.status).not.toBe(0);
  });
});
