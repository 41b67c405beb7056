// Prints `make bench-load`'s figures beside the same-run baseline, with the ratio and the goal of issue 12:
// each read at least 25 % of the bare Fastify baseline's req/s with p95 at most 25 ms at half that rate and no errors,
// the write at least 10 %, login at most 5 ms over the bare argon2id hash.
// Usage: node report.cjs <saturate.json> <half.json> <writes.json> <header line>. Exits 1 when a request failed.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS for node (and jest's require)
const { readFileSync } = require('node:fs');

const GOALS = { readShare: 0.25, readP95Ms: 25, writeShare: 0.1, loginOverHashMs: 5 };
const READS = ['retrieveTeams', 'getMyPlaybook', 'getTeamPlaybook', 'getTeamMembers'];

/** The rows of the report: each figure, its baseline, the ratio and whether the goal holds. */
function evaluate(saturate, half) {
  const hello = saturate.hello.rps;
  const rows = [];
  const row = (name, figure, baseline, ratio, goal, met) =>
    rows.push({ name, figure, baseline, ratio, goal, met });
  row(
    'SELECT 1 through pg',
    `${saturate.select1.rps.toFixed(0)} req/s`,
    `${hello.toFixed(0)} req/s`,
    pct(saturate.select1.rps / hello),
    '(baseline)',
    true,
  );
  for (const call of READS) {
    const share = saturate[call].rps / hello;
    row(
      call,
      `${saturate[call].rps.toFixed(0)} req/s`,
      `${hello.toFixed(0)} req/s`,
      pct(share),
      `>= ${pct(GOALS.readShare)}`,
      share >= GOALS.readShare && saturate[call].failed === 0,
    );
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
  const writeShare = saturate.saveNewPlay.rps / hello;
  row(
    'saveNewPlay',
    `${saturate.saveNewPlay.rps.toFixed(0)} req/s`,
    `${hello.toFixed(0)} req/s`,
    pct(writeShare),
    `>= ${pct(GOALS.writeShare)}`,
    writeShare >= GOALS.writeShare && saturate.saveNewPlay.failed === 0,
  );
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

function main([saturateFile, halfFile, writesFile, header]) {
  const [saturate, half, writes] = [saturateFile, halfFile, writesFile].map((file) =>
    JSON.parse(readFileSync(file, 'utf8')),
  );
  const t = { ...saturate.targets, ...writes.targets };
  const lines = [
    header,
    `baseline (same run): bare Fastify hello ${t.hello.rps.toFixed(0)} req/s (p50 ${ms(t.hello.p50)}), ` +
      `SELECT 1 through pg ${t.select1.rps.toFixed(0)} req/s, argon2id verify p50 ${ms(t.hash.p50)}`,
    `${'call'.padEnd(28)}${'figure'.padStart(14)}${'baseline'.padStart(16)}${'ratio'.padStart(10)}  goal`,
  ];
  const rows = evaluate(t, half.targets);
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(28)}${r.figure.padStart(14)}${r.baseline.padStart(16)}${r.ratio.padStart(10)}  ${r.goal}` +
        (r.goal === '(baseline)' ? '' : r.met ? '  met' : '  MISSED'),
    );
  }
  const failed = failures(saturate, half, writes);
  lines.push(
    `goals: ${rows.filter((r) => !r.met).length === 0 ? 'all met' : `${rows.filter((r) => !r.met).length} missed`}; ` +
      `failed requests: ${failed.length === 0 ? 'none' : failed.join(', ')}`,
  );
  console.log(lines.join('\n'));
  if (failed.length > 0) process.exitCode = 1;
}

module.exports = { GOALS, READS, evaluate };
if (require.main === module) main(process.argv.slice(2));
