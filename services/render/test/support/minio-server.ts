/// <reference types="jest" />
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor } from '@chalktalk/platform/testing';

const root = join(__dirname, '../../../..');
export const MINIO_BIN = process.env.MINIO_BIN ?? join(root, '.cache/bin/minio');

export interface MinioServer {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** Starts deploy/scripts/start-minio.sh on free loopback ports and waits until MinIO answers. */
export async function startMinio(): Promise<MinioServer> {
  const [port, consolePort] = [await freePort(), await freePort()];
  const credentials = { accessKeyId: 'chalktalk', secretAccessKey: 'chalktalk-secret' };
  const child: ChildProcess = spawn(
    'bash',
    [join(root, 'deploy/scripts/start-minio.sh'), String(port), String(consolePort)],
    {
      env: {
        ...process.env,
        MINIO_BIN,
        MINIO_ROOT_USER: credentials.accessKeyId,
        MINIO_ROOT_PASSWORD: credentials.secretAccessKey,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`MinIO exited: ${stderr}`);
      const res = await fetch(`${endpoint}/minio/health/live`).catch(() => undefined);
      return res?.ok ? true : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'MinIO to start' },
  );
  return {
    endpoint,
    ...credentials,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * describe() for suites that need a real MinIO server (.cache/bin/minio, built by install-system-deps.sh).
 * Without the binary the suite is skipped with a warning, except under CI=true, where it fails: a silently
 * skipped storage contract would hide that the S3 adapter is untested (same rule as describeWithKafka).
 */
export function describeWithMinio(name: string, fn: (server: () => MinioServer) => void): void {
  if (!existsSync(MINIO_BIN)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('needs MinIO', () => {
          throw new Error(
            `${name}: ${MINIO_BIN} is missing but CI=true; run deploy/scripts/install-system-deps.sh`,
          );
        });
      });
      return;
    }
    console.warn(
      `\n*** SKIPPED: ${name}\n*** ${MINIO_BIN} is missing. Build it with deploy/scripts/install-system-deps.sh ` +
        `(go install of github.com/minio/minio into .cache/bin) to run it.\n`,
    );
    describe.skip(name, () => {
      it('needs MinIO', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let server: MinioServer | undefined;
    beforeAll(async () => {
      server = await startMinio();
    }, 90_000);
    afterAll(() => server?.stop());
    fn(() => {
      if (!server) throw new Error('MinIO did not start');
      return server;
    });
  });
}
