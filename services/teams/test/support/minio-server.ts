/// <reference types="jest" />
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor } from '@chalktalk/platform/testing';

const root = join(__dirname, '../../../..');
const MINIO_BIN = process.env.MINIO_BIN ?? join(root, '.cache/bin/minio');

export interface MinioServer {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * describe() on a throwaway MinIO (deploy/scripts/start-minio.sh, binary from install-system-deps.sh). Without the
 * binary the suite is skipped with a warning, except under CI=true, where it fails rather than hide that the S3
 * logo storage went untested.
 */
export function describeWithMinio(name: string, fn: (server: () => MinioServer) => void): void {
  if (!existsSync(MINIO_BIN)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('needs MinIO', () => {
          throw new Error(`${name}: ${MINIO_BIN} is missing but CI=true`);
        });
      });
    } else {
      console.warn(
        `\n*** SKIPPED: ${name}: ${MINIO_BIN} is missing (deploy/scripts/install-system-deps.sh)\n`,
      );
      describe.skip(name, () => it('needs MinIO', () => undefined));
    }
    return;
  }
  describe(name, () => {
    let server: MinioServer | undefined;
    let stop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const [port, consolePort] = [await freePort(), await freePort()];
      const credentials = { accessKeyId: 'chalktalk', secretAccessKey: 'chalktalk-secret' };
      const child = spawn(
        'bash',
        [join(root, 'deploy/scripts/start-minio.sh'), `${port}`, `${consolePort}`],
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
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      stop = async () => {
        child.kill('SIGTERM');
        await exited;
      };
      const endpoint = `http://127.0.0.1:${port}`;
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`MinIO exited: ${stderr}`);
          const res = await fetch(`${endpoint}/minio/health/live`).catch(() => undefined);
          return res?.ok ? true : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 200, what: 'MinIO to start' },
      );
      server = { endpoint, ...credentials };
    }, 90_000);
    afterAll(() => stop?.());
    fn(() => {
      if (!server) throw new Error('MinIO did not start');
      return server;
    });
  });
}
