// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench's report is plain CommonJS for node
const { evaluate, GOALS } = require('./report.cjs') as {
  evaluate(saturate: Record<string, Figure>, half: Record<string, Figure>): Row[];
  GOALS: { readShare: number; readP95Ms: number; writeShare: number; loginOverHashMs: number };
};

interface Figure {
  rps: number;
  p50: number;
  p95: number;
  failed: number;
}
interface Row {
  name: string;
  ratio: string;
  met: boolean;
}

const READS = ['retrieveTeams', 'getMyPlaybook', 'getTeamPlaybook', 'getTeamMembers'];
const figure = (rps: number, over: Partial<Figure> = {}): Figure => ({
  rps,
  p50: 1,
  p95: 5,
  failed: 0,
  ...over,
});

/** A run in which every goal holds exactly at its limit. */
function passingRun() {
  const saturate: Record<string, Figure> = {
    hello: figure(10_000),
    select1: figure(5_000),
    saveNewPlay: figure(10_000 * GOALS.writeShare),
    hash: figure(1, { p50: 20 }),
    login: figure(1, { p50: 20 + GOALS.loginOverHashMs }),
  };
  const half: Record<string, Figure> = {};
  for (const call of READS) {
    saturate[call] = figure(10_000 * GOALS.readShare);
    half[call] = figure(10_000 * GOALS.readShare * 0.5, { p95: GOALS.readP95Ms });
  }
  return { saturate, half };
}

const missed = (rows: Row[]) => rows.filter((row) => !row.met).map((row) => row.name.trim());

describe('bench-load report', () => {
  it('meets every goal at its limit and prints each ratio against the bare Fastify baseline', () => {
    const { saturate, half } = passingRun();
    const rows = evaluate(saturate, half);
    expect(missed(rows)).toEqual([]);
    expect(rows.find((row) => row.name === 'retrieveTeams')?.ratio).toBe('25.0 %');
    expect(rows.find((row) => row.name === 'saveNewPlay')?.ratio).toBe('10.0 %');
  });

  it('misses a read below 25 % of the baseline, or with a p95 over 25 ms or errors at half rate', () => {
    const { saturate, half } = passingRun();
    saturate.getMyPlaybook = figure(2_499);
    half.getTeamPlaybook = figure(1_250, { p95: 25.1 });
    half.getTeamMembers = figure(1_250, { failed: 0.001 });
    expect(missed(evaluate(saturate, half))).toEqual([
      'getMyPlaybook',
      'at 1250 req/s (half)',
      'at 1250 req/s (half)',
    ]);
  });

  it('misses a write below 10 % and a login more than 5 ms over the hash', () => {
    const { saturate, half } = passingRun();
    saturate.saveNewPlay = figure(999);
    saturate.login = figure(1, { p50: 25.1 });
    expect(missed(evaluate(saturate, half))).toEqual(['saveNewPlay', 'login (one at a time)']);
  });
});
