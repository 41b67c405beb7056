// Login load benchmark: one identity app on loopback over a throwaway embedded Postgres, one account, then
// autocannon POSTs /api/account/login for BENCH_SECONDS with BENCH_CONNECTIONS connections.
// Run: npm run bench -w @chalktalk/identity-service   (builds identity first)
// Env: BENCH_SECONDS (15), BENCH_CONNECTIONS (8), BENCH_URL (bench an already running identity instead, e.g.
// the embedded runner's http://127.0.0.1:8101, logging in as BENCH_EMAIL / BENCH_PASSWORD).
import autocannon from 'autocannon';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';

const require = createRequire(import.meta.url);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ARGON2 = { algorithm: Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** Starts Postgres and identity on loopback, signs one account up; answers its base URL and a stop function. */
async function startIdentity() {
  const { startTestPostgres } = require('@chalktalk/platform/testing');
  const { createIdentityApp, loadIdentityConfig, solveBotChallenge } = require('../dist/index.js');
  const pg = await startTestPostgres();
  const app = await createIdentityApp(
    loadIdentityConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: pg.url('identity_bench'),
      BOT_CHECK_MAX_NUMBER: '1000',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const challenge = await (await fetch(`${url}/api/account/botChallenge`)).json();
  const account = {
    email: 'bench@example.test',
    password: 'bench password 1',
    firstName: 'Bench',
    lastName: 'Mark',
  };
  const created = await fetch(`${url}/api/account/createAccount`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, token: solveBotChallenge(challenge) }),
  });
  if (created.status !== 200) throw new Error(`signup failed: ${await created.text()}`);
  return { url, account, stop: async () => (await app.close(), await pg.stop()) };
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function argon2VerifyMs() {
  const stored = await hash('bench password 1', ARGON2);
  const runs = 20;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await verify(stored, 'bench password 1');
  return (performance.now() - started) / runs;
}

const target = process.env.BENCH_URL
  ? {
      url: process.env.BENCH_URL.replace(/\/+$/, ''),
      account: {
        email: process.env.BENCH_EMAIL ?? 'coach@demo.chalktalk.app',
        password: process.env.BENCH_PASSWORD ?? 'chalktalk-demo',
      },
      stop: async () => {},
    }
  : await startIdentity();

try {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(target.url))
    throw new Error('loopback targets only');
  const verifyMs = await argon2VerifyMs();
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: `${target.url}/api/account/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: target.account.email, password: target.account.password }),
    connections,
    duration: seconds,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = statuses.get(200) ?? 0;
  const summary = {
    target: `${target.url}/api/account/login`,
    seconds,
    connections,
    cpus: `${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown'}`,
    argon2: 'argon2id m=19 MiB t=2 p=1 (@node-rs/argon2)',
    argon2VerifyMsSingle: Number(verifyMs.toFixed(1)),
    requests: latencies.length,
    ok,
    statuses: Object.fromEntries(statuses),
    reqPerSec: Number((latencies.length / seconds).toFixed(1)),
    okPerSec: Number((ok / seconds).toFixed(1)),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
    },
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (ok === 0) process.exitCode = 1;
} finally {
  await target.stop();
}
