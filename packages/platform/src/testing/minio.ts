/// <reference types="jest" />
// Runs inside jest suites only (describe/it are jest globals).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './test-postgres';
import { waitFor } from './wait-for';

// packages/platform/{src,dist}/testing -> the repo root, where deploy/ and .cache/ live.
const root = join(__dirname, '../../../..');

/** The MinIO binary: MINIO_BIN, else .cache/bin/minio (built by deploy/scripts/install-system-deps.sh). */
export function minioBinary(): string {
  return process.env.MINIO_BIN ?? join(root, '.cache/bin/minio');
}

export interface TestMinio {
  /** e.g. http://127.0.0.1:40123 (path-style S3 endpoint). */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway MinIO the way operators do (deploy/scripts/start-minio.sh: loopback only, a fresh data folder
 * removed on stop) on free ports, and waits until it answers its liveness probe.
 */
export async function startTestMinio(): Promise<TestMinio> {
  const minio = minioBinary();
  const [port, consolePort] = [await freePort(), await freePort()];
  const credentials = { accessKeyId: 'chalktalk', secretAccessKey: 'chalktalk-secret' };
  const child = spawn('bash', [join(root, 'deploy/scripts/start-minio.sh'), `${port}`, `${consolePort}`], {
    env: {
      ...process.env,
      MINIO_BIN: minio,
      MINIO_ROOT_USER: credentials.accessKeyId,
      MINIO_ROOT_PASSWORD: credentials.secretAccessKey,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`MinIO exited: ${stderr}`);
        const res = await fetch(`${endpoint}/minio/health/live`).catch(() => undefined);
        return res?.ok ? true : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'MinIO to start' },
    );
  } catch (error) {
    // Never leave a half-started server behind a failed beforeAll.
    await stop();
    throw error;
  }
  return { endpoint, ...credentials, stop };
}

/**
 * describe() for suites that need a real MinIO server, started once for the suite. Without the binary the suite
 * is skipped with a warning, except under CI=true, where it fails: a silently skipped storage suite would hide
 * that the S3 code went untested (the same rule as describeWithKafka).
 */
export function describeWithMinio(name: string, fn: (server: () => TestMinio) => void): void {
  const minio = minioBinary();
  if (!existsSync(minio)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('needs MinIO', () => {
          throw new Error(
            `${name}: ${minio} is missing but CI=true; run deploy/scripts/install-system-deps.sh`,
          );
        });
      });
      return;
    }
    console.warn(
      `\n*** SKIPPED: ${name}\n*** ${minio} is missing. Build it with deploy/scripts/install-system-deps.sh ` +
        `(go install of github.com/minio/minio into .cache/bin) to run it.\n`,
    );
    describe.skip(name, () => {
      it('needs MinIO', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let server: TestMinio | undefined;
    beforeAll(async () => {
      server = await startTestMinio();
    }, 90_000);
    afterAll(() => server?.stop());
    fn(() => {
      if (!server) throw new Error('MinIO did not start');
      return server;
    });
  });
}
