// `make chaos` (through run-chaos.sh, which makes sure a detached `make up` stack runs): during a burst of mixed
// writes through the gateway, kill -9 each service and the gateway in turn and the Kafka broker once, restarting
// each; then wait for the stack to settle and check that every acknowledged write is in its service's database and
// that every outbox event of the run was applied exactly once by each service that consumes it (outbox rows vs
// processed-events rows, per topic and consumer). Prints the counts; exit 1 on any difference.
// CHAOS_WORKERS (4), CHAOS_PAUSE_MS between kills (3000), CHAOS_SETTLE_MS to wait for the stack to catch up (300000),
// CHAOS_VICTIMS (all: every service, gateway, kafka).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GatewayClient, ROOT, stackEnv } from '../smoke/gateway-client.mjs';
import { handlerBindings } from './handler-bindings.mjs';
import { compare, missingRows } from './event-ledger.mjs';
import { burst, setUpWorker, WRITE_TABLES } from './write-burst.mjs';

const run = promisify(execFile);
const env = stackEnv();
const services = env.SERVICES.split(' ');
const api = new GatewayClient(env.GATEWAY_URL, { timeoutMs: 20_000 });
const workerCount = Number(process.env.CHAOS_WORKERS ?? 4);
const pauseMs = Number(process.env.CHAOS_PAUSE_MS ?? 3000);
const settleMs = Number(process.env.CHAOS_SETTLE_MS ?? 300_000);
const kafkaPort = env.KAFKA_BROKERS.split(':')[1];
const runDistributed = join(ROOT, 'deploy/local/run-distributed.sh');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`chaos: ${line}`);

/** The pid in a pid file, if that process is still the one the file names (its command line holds the marker). */
function livePid(file, marker) {
  const [pid, fileMarker] = readFileSync(file, 'utf8').trim().split(' ');
  const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  if (!cmdline.includes(marker ?? fileMarker)) throw new Error(`pid ${pid} of ${file} is not ours`);
  return Number(pid);
}

async function killAndRestart(name) {
  const started = Date.now();
  if (name === 'kafka') {
    process.kill(livePid(join(ROOT, `.cache/run/kafka-${kafkaPort}.pid`), 'kafka.Kafka'), 'SIGKILL');
    await sleep(1000);
    await run('bash', [join(ROOT, 'deploy/infra/kafka/kafka.sh'), 'start'], {
      env: { ...process.env, KAFKA_PORT: kafkaPort },
    });
  } else {
    process.kill(livePid(join(ROOT, `.cache/run/distributed-${name}.pid`)), 'SIGKILL');
    await sleep(500);
    await run('bash', [runDistributed, 'restart-service', name]);
  }
  return Date.now() - started;
}

const bindingsCache = new Map();
async function bindingsOf(service) {
  const { stdout } = await run('bash', [runDistributed, 'env', service]);
  const serviceEnv = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return handlerBindings(service, serviceEnv);
}

function printComparison({ rows, outboxRows, unpublished }) {
  const header = ['topic', 'consumer', 'outbox rows', 'published', 'to apply', 'applied', 'difference'];
  const table = rows.map((r) => [
    r.topic,
    r.consumer,
    r.outbox,
    r.published,
    r.expected,
    r.processed,
    r.processed - r.expected,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  log(`${outboxRows} outbox rows written during the run, ${unpublished} not published`);
}

const since = new Date();
log(`setting up ${workerCount} coaches with paid teams through ${env.GATEWAY_URL}`);
const workers = await Promise.all(
  Array.from({ length: workerCount }, (_, i) => setUpWorker(api, i + 1, 120_000)),
);
for (const service of services) bindingsCache.set(service, await bindingsOf(service));

let stop;
const stopped = new Promise((resolve) => (stop = resolve));
const burstStarted = Date.now();
const outcomesPromise = burst(api, workers, stopped);
// Every service, the gateway, then the broker; CHAOS_VICTIMS (comma list) narrows it for a quick trial.
const victims = process.env.CHAOS_VICTIMS?.split(',').filter(Boolean) ?? [...services, 'gateway', 'kafka'];
for (const victim of victims) {
  await sleep(pauseMs);
  const ms = await killAndRestart(victim);
  log(`kill -9 ${victim}: back and ready in ${ms} ms`);
}
await sleep(pauseMs);
stop();
const outcomes = await outcomesPromise;
const burstMs = Date.now() - burstStarted;

const byKind = {};
for (const o of outcomes) {
  const k = (byKind[o.kind] ??= { acknowledged: 0, statuses: {} });
  if (o.status === 200) k.acknowledged += 1;
  else k.statuses[o.status || 'no answer'] = (k.statuses[o.status || 'no answer'] ?? 0) + 1;
}
log(`burst: ${outcomes.length} writes in ${(burstMs / 1000).toFixed(1)} s over ${victims.length} kills`);
for (const [kind, k] of Object.entries(byKind)) {
  const refused = Object.entries(k.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  log(`  ${kind.padEnd(8)} acknowledged ${k.acknowledged}; not acknowledged ${refused || 'none'}`);
}

let failed = false;
// Every acknowledged write is there.
for (const [kind, { database, table }] of Object.entries(WRITE_TABLES)) {
  const acked = outcomes.filter((o) => o.kind === kind && o.status === 200);
  const withoutId = acked.filter((o) => !o.id).length;
  const missing = await missingRows(
    env.PG_ADMIN_URL,
    database,
    table,
    acked.filter((o) => o.id).map((o) => o.id),
  );
  log(
    `acknowledged ${kind}s: ${acked.length}, found in ${database}.${table}: ${acked.length - missing.length - withoutId}, missing: ${missing.length + withoutId}`,
  );
  if (missing.length + withoutId > 0) {
    failed = true;
    log(
      `  missing ids: ${missing.slice(0, 10).join(', ')}${withoutId ? ` (+${withoutId} answers without an id)` : ''}`,
    );
  }
}

// Every outbox event applied exactly once by each consumer: wait until the counts meet, or the settle time is up.
const settleStarted = Date.now();
let comparison;
for (;;) {
  comparison = await compare(env.PG_ADMIN_URL, services, (s) => bindingsCache.get(s), since);
  const equal = comparison.unpublished === 0 && comparison.rows.every((r) => r.processed === r.expected);
  if (equal || Date.now() - settleStarted > settleMs) break;
  await sleep(2000);
}
log(`settled ${((Date.now() - settleStarted) / 1000).toFixed(1)} s after the burst`);
printComparison(comparison);
const differing = comparison.rows.filter((r) => r.processed !== r.expected);
if (comparison.unpublished > 0 || differing.length > 0) {
  failed = true;
  log(
    `FAILED: ${differing.length} topic/consumer pairs differ, ${comparison.unpublished} outbox rows unpublished`,
  );
}
const applied = comparison.rows.reduce((sum, r) => sum + r.processed, 0);
log(
  failed
    ? 'FAILED'
    : `passed: every acknowledged write is there and all ${applied} deliveries were applied exactly once`,
);
process.exit(failed ? 1 : 0);
