// Prints `make bench-load`'s figures beside the same-run baseline, with the ratio and the goal of issue 12:
// each read at least 25 % of the bare Fastify baseline's req/s with p95 at most 25 ms at half that rate and no errors,
// each write (saveNewPlay, updateRSVP) at least 10 %, login at most 5 ms over the bare argon2id hash. Beside the
// bare Fastify hello, floors measured the same way: SELECT 1 through pg, and a bare Nest app answering it (the
// services' stack with nothing of ours: what any read through Nest and Postgres pays at least), and the same app
// storing the play's JSON in one durable transaction (what any write through Nest and Postgres pays at least).
// Beside it, CPU per request from cpu-sampler.mjs (requests per core: what other work on a shared machine changes
// least; scheduling delays slow requests down but cost no CPU).
// Usage: node report.cjs <saturate.json> <half.json> <writes.json> <cpu.jsonl> <header line>.
// Exits 1 when a request failed.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS for node (and jest's require)
const { readFileSync } = require('node:fs');

const GOALS = { readShare: 0.25, readP95Ms: 25, writeShare: 0.1, loginOverHashMs: 5 };
const READS = ['retrieveTeams', 'getMyPlaybook', 'getTeamPlaybook', 'getTeamMembers'];
const WRITES = ['saveNewPlay', 'updateRSVP'];

/** The rows of the report: each figure, its baseline, the ratio and whether the goal holds. */
function evaluate(saturate, half) {
  const hello = saturate.hello.rps;
  const rows = [];
  const row = (name, figure, baseline, ratio, goal, met) =>
    rows.push({ name, figure, baseline, ratio, goal, met });
  const baseline = (name, target) =>
    row(
      name,
      `${saturate[target].rps.toFixed(0)} req/s`,
      `${hello.toFixed(0)} req/s`,
      pct(saturate[target].rps / hello),
      '(baseline)',
      true,
    );
  baseline('SELECT 1 through pg', 'select1');
  baseline('bare Nest + SELECT 1', 'nestSelect1');
  baseline('bare Nest + 1 write tx', 'nestWrite');
  /** A call's requests per second against the hello's, and whether it reaches `goal` without errors. */
  const shareRow = (call, goal) => {
    const share = saturate[call].rps / hello;
    row(
      call,
      `${saturate[call].rps.toFixed(0)} req/s`,
      `${hello.toFixed(0)} req/s`,
      pct(share),
      `>= ${pct(goal)}`,
      share >= goal && saturate[call].failed === 0,
    );
  };
  for (const call of READS) {
    shareRow(call, GOALS.readShare);
    const p95 = half[call].p95;
    row(
      `  at ${half[call].rps.toFixed(0)} req/s (half)`,
      `p95 ${ms(p95)}`,
      '',
      '',
      `<= ${GOALS.readP95Ms} ms, no errors`,
      p95 <= GOALS.readP95Ms && half[call].failed === 0,
    );
  }
  for (const call of WRITES) shareRow(call, GOALS.writeShare);
  const over = saturate.login.p50 - saturate.hash.p50;
  row(
    'login (one at a time)',
    `p50 ${ms(saturate.login.p50)}`,
    `hash ${ms(saturate.hash.p50)}`,
    `+${ms(over)}`,
    `<= +${GOALS.loginOverHashMs} ms`,
    over <= GOALS.loginOverHashMs && saturate.login.failed === 0,
  );
  return rows;
}

/** Which processes do the work of a target: the baseline server, or the product; with Postgres when it queries. */
const PROCESSES = {
  hello: ['baseline'],
  hash: ['baseline'],
  select1: ['baseline', 'postgres'],
  nestSelect1: ['baseline', 'postgres'],
  nestWrite: ['baseline', 'postgres'],
};
const PRODUCT = ['product', 'postgres'];
const MS_PER_TICK = 10;

/** CPU milliseconds per request of each target, from the samples inside its window. */
function cpuPerRequest(targets, samples) {
  const out = {};
  for (const [name, t] of Object.entries(targets)) {
    const inside = samples.filter((sample) => sample.ms >= t.window.fromMs && sample.ms <= t.window.toMs);
    if (inside.length < 2) continue;
    const [first, last] = [inside[0], inside.at(-1)];
    const ticks = (PROCESSES[name] ?? PRODUCT).reduce((sum, key) => sum + last[key] - first[key], 0);
    const requests = (t.rps * (last.ms - first.ms)) / 1000;
    if (requests > 0) out[name] = (ticks * MS_PER_TICK) / requests;
  }
  return out;
}

function pct(share) {
  return `${(share * 100).toFixed(1)} %`;
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}

function failures(...phases) {
  return phases.flatMap((phase) =>
    Object.entries(phase.targets).flatMap(([name, t]) => (t.failed > 0 ? [`${name} ${pct(t.failed)}`] : [])),
  );
}

function main([saturateFile, halfFile, writesFile, cpuFile, header]) {
  const [saturate, half, writes] = [saturateFile, halfFile, writesFile].map((file) =>
    JSON.parse(readFileSync(file, 'utf8')),
  );
  const t = { ...saturate.targets, ...writes.targets };
  const lines = [
    header,
    `baseline (same run): bare Fastify hello ${t.hello.rps.toFixed(0)} req/s (p50 ${ms(t.hello.p50)}), ` +
      `SELECT 1 through pg ${t.select1.rps.toFixed(0)} req/s, bare Nest + SELECT 1 ${t.nestSelect1.rps.toFixed(0)} req/s, ` +
      (t.nestWrite ? `bare Nest + one write transaction ${t.nestWrite.rps.toFixed(0)} req/s, ` : '') +
      `argon2id verify p50 ${ms(t.hash.p50)}`,
    `${'call'.padEnd(28)}${'figure'.padStart(14)}${'baseline'.padStart(16)}${'ratio'.padStart(10)}  goal`,
  ];
  const rows = evaluate(t, half.targets);
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(28)}${r.figure.padStart(14)}${r.baseline.padStart(16)}${r.ratio.padStart(10)}  ${r.goal}` +
        (r.goal === '(baseline)' ? '' : r.met ? '  met' : '  MISSED'),
    );
  }
  const samples = readFileSync(cpuFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const cpu = cpuPerRequest(t, samples);
  if (cpu.hello) {
    lines.push(
      `CPU per request (product + its Postgres; baseline server for hello, SELECT 1, Nest, hash) and requests per core:`,
    );
    for (const [name, ms] of Object.entries(cpu)) {
      lines.push(
        `  ${name.padEnd(26)}${`${ms.toFixed(2)} ms`.padStart(12)}${`${(1000 / ms).toFixed(0)} req/core-s`.padStart(18)}` +
          `${pct(cpu.hello / ms).padStart(10)} of hello's`,
      );
    }
  }
  const failed = failures(saturate, half, writes);
  lines.push(
    `goals: ${rows.filter((r) => !r.met).length === 0 ? 'all met' : `${rows.filter((r) => !r.met).length} missed`}; ` +
      `failed requests: ${failed.length === 0 ? 'none' : failed.join(', ')}`,
  );
  console.log(lines.join('\n'));
  if (failed.length > 0) process.exitCode = 1;
}

module.exports = { GOALS, READS, WRITES, evaluate, cpuPerRequest };
if (require.main === module) main(process.argv.slice(2));
