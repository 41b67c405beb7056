/// <reference types="jest" />
// Runs inside jest suites only (describe/it are jest globals).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './test-postgres';
import { waitFor } from './wait-for';

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
  const child = spawn('bash', [join(root, 'deploy/infra/localstripe/start-localstripe.sh'), `${port}`], {
    env: { ...process.env, LOCALSTRIPE_PYTHON: localStripePython(), LOCALSTRIPE_STATE: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const secretKey = 'sk_test_chalktalk';
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`localstripe exited: ${stderr}`);
        const res = await fetch(`${url}/v1/balance`, {
          headers: { authorization: `Bearer ${secretKey}` },
        }).catch(() => undefined);
        return res?.ok ? true : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100, what: 'localstripe to start' },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, secretKey, stop };
}

/**
 * describe() for suites that need a real localstripe, started once for the suite. Without its venv the suite is
 * skipped with a warning, except under CI=true, where it fails (the same rule as describeWithMinio).
 */
export function describeWithLocalStripe(name: string, fn: (server: () => TestLocalStripe) => void): void {
  const python = localStripePython();
  if (!existsSync(python)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('needs localstripe', () => {
          throw new Error(
            `${name}: ${python} is missing but CI=true; run deploy/scripts/install-localstripe.sh`,
          );
        });
      });
      return;
    }
    console.warn(
      `\n*** SKIPPED: ${name}\n*** ${python} is missing. Install it with deploy/scripts/install-localstripe.sh.\n`,
    );
    describe.skip(name, () => {
      it('needs localstripe', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let server: TestLocalStripe | undefined;
    beforeAll(async () => {
      server = await startTestLocalStripe();
    }, 60_000);
    afterAll(() => server?.stop());
    fn(() => {
      if (!server) throw new Error('localstripe did not start');
      return server;
    });
  });
}
