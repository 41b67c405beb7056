// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bench's report is plain CommonJS for node
const { evaluate, cpuPerRequest, GOALS } = require('./report.cjs') as {
  evaluate(saturate: Record<string, Figure>, half: Record<string, Figure>): Row[];
  cpuPerRequest(
    targets: Record<string, { rps: number; window: { fromMs: number; toMs: number } }>,
    samples: { ms: number; product: number; baseline: number; postgres: number }[],
  ): Record<string, number>;
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
    nestSelect1: figure(4_000),
    nestWrite: figure(2_000),
    saveNewPlay: figure(10_000 * GOALS.writeShare),
    updateRSVP: figure(10_000 * GOALS.writeShare),
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
    expect(rows.find((row) => row.name === 'updateRSVP')?.ratio).toBe('10.0 %');
    expect(rows.find((row) => row.name === 'bare Nest + 1 write tx')).toMatchObject({
      ratio: '20.0 %',
      goal: '(baseline)',
    });
    expect(rows.find((row) => row.name === 'bare Nest + SELECT 1')?.ratio).toBe('40.0 %');
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

  it('misses updateRSVP below 10 %, or with errors at saturation', () => {
    const { saturate, half } = passingRun();
    saturate.updateRSVP = figure(999);
    expect(missed(evaluate(saturate, half))).toEqual(['updateRSVP']);
    saturate.updateRSVP = figure(1_000, { failed: 0.01 });
    expect(missed(evaluate(saturate, half))).toEqual(['updateRSVP']);
  });

  it('charges each target the CPU of the processes that serve it, inside its own window only', () => {
    // 10 ms per tick; each window lasts 2 s.
    const samples = [
      { ms: 0, product: 0, baseline: 0, postgres: 0 },
      { ms: 2_000, product: 0, baseline: 50, postgres: 0 }, // hello: 500 ms of the baseline server
      { ms: 3_000, product: 900, baseline: 950, postgres: 900 }, // between the two: not counted
      { ms: 5_000, product: 1_100, baseline: 950, postgres: 1_000 }, // read: 2 s product + 1 s Postgres
    ];
    const cpu = cpuPerRequest(
      {
        hello: { rps: 1_000, window: { fromMs: 0, toMs: 2_000 } },
        retrieveTeams: { rps: 100, window: { fromMs: 3_000, toMs: 5_000 } },
      },
      samples,
    );
    expect(cpu.hello).toBeCloseTo(0.25); // 500 ms / 2 000 requests
    expect(cpu.retrieveTeams).toBeCloseTo(15); // 3 000 ms / 200 requests
  });
});
