import { join } from 'node:path';
import { describeWithServer, startChildServer } from './child-server';
import { freePort } from './test-postgres';

// packages/platform/{src,dist}/testing -> the repo root, where deploy/ and .cache/ live.
const root = join(__dirname, '../../../..');

/** localstripe's Python: LOCALSTRIPE_PYTHON, else the venv deploy/scripts/install-localstripe.sh builds. */
export function localStripePython(): string {
  return process.env.LOCALSTRIPE_PYTHON ?? join(root, '.cache/localstripe/bin/python');
}

export interface TestLocalStripe {
  /** e.g. http://127.0.0.1:40123: the Stripe API base (and /js.stripe.com/v3/ for the Stripe.js stand-in). */
  url: string;
  port: number;
  /** Any key of the form sk_test_...: localstripe accepts every secret key and keeps one store for all. */
  secretKey: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway localstripe (deploy/infra/localstripe/start-localstripe.sh: loopback only, state in memory)
 * on a free port and waits until its API answers.
 */
export async function startTestLocalStripe(): Promise<TestLocalStripe> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const secretKey = 'sk_test_chalktalk';
  const { stop } = await startChildServer({
    what: 'localstripe',
    command: 'bash',
    args: [join(root, 'deploy/infra/localstripe/start-localstripe.sh'), `${port}`],
    env: { ...process.env, LOCALSTRIPE_PYTHON: localStripePython(), LOCALSTRIPE_STATE: '' },
    ready: async () =>
      (await fetch(`${url}/v1/balance`, { headers: { authorization: `Bearer ${secretKey}` } })).ok,
    timeoutMs: 30_000,
    intervalMs: 100,
  });
  return { url, port, secretKey, stop };
}

/**
 * describe() for suites that need a real localstripe, started once for the suite. Without its venv the suite is
 * skipped with a warning, except under CI=true, where it fails (the same rule as describeWithMinio).
 */
export function describeWithLocalStripe(name: string, fn: (server: () => TestLocalStripe) => void): void {
  describeWithServer(
    name,
    {
      what: 'localstripe',
      path: localStripePython(),
      install: 'deploy/scripts/install-localstripe.sh',
      skipHint: 'Install it with deploy/scripts/install-localstripe.sh.',
      start: startTestLocalStripe,
      startTimeoutMs: 60_000,
    },
    fn,
  );
}
