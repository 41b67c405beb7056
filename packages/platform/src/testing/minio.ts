import { join } from 'node:path';
import { describeWithServer, startChildServer } from './child-server';
import { freePort } from './test-postgres';

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
  const endpoint = `http://127.0.0.1:${port}`;
  const { stop } = await startChildServer({
    what: 'MinIO',
    command: 'bash',
    args: [join(root, 'deploy/scripts/start-minio.sh'), `${port}`, `${consolePort}`],
    env: {
      ...process.env,
      MINIO_BIN: minio,
      MINIO_ROOT_USER: credentials.accessKeyId,
      MINIO_ROOT_PASSWORD: credentials.secretAccessKey,
    },
    ready: async () => (await fetch(`${endpoint}/minio/health/live`)).ok,
    timeoutMs: 60_000,
    intervalMs: 200,
  });
  return { endpoint, ...credentials, stop };
}

/**
 * describe() for suites that need a real MinIO server, started once for the suite. Without the binary the suite
 * is skipped with a warning, except under CI=true, where it fails: a silently skipped storage suite would hide
 * that the S3 code went untested (the same rule as describeWithKafka).
 */
export function describeWithMinio(name: string, fn: (server: () => TestMinio) => void): void {
  describeWithServer(
    name,
    {
      what: 'MinIO',
      path: minioBinary(),
      install: 'deploy/scripts/install-system-deps.sh',
      skipHint:
        'Build it with deploy/scripts/install-system-deps.sh (go install of github.com/minio/minio into .cache/bin) to run it.',
      start: startTestMinio,
      startTimeoutMs: 90_000,
    },
    fn,
  );
}
