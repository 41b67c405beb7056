/// <reference types="jest" />
import { freePort, waitFor } from '@chalktalk/platform/testing';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** deploy/scripts/install-stripe-mock.sh builds it here (STRIPE_MOCK_BIN overrides). */
const binary = (): string =>
  process.env.STRIPE_MOCK_BIN ?? join(__dirname, '../../../.cache/bin/stripe-mock');

export interface TestStripeMock {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  stop(): Promise<void>;
}

async function startStripeMock(): Promise<TestStripeMock> {
  const port = await freePort();
  const child = spawn(binary(), ['-http-addr', `127.0.0.1:${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`stripe-mock exited: ${stderr}`);
        const res = await fetch(`${url}/v1/balance`, {
          headers: { authorization: 'Bearer sk_test_123' },
        }).catch(() => undefined);
        return res?.ok ? true : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100, what: 'stripe-mock to start' },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * describe() for suites that need stripe-mock, started once for the suite. Without its binary the suite is skipped
 * with a warning, except under CI=true, where it fails (the rule of describeWithLocalStripe).
 */
export function describeWithStripeMock(name: string, fn: (server: () => TestStripeMock) => void): void {
  if (!existsSync(binary())) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it('needs stripe-mock', () => {
          throw new Error(
            `${name}: ${binary()} is missing but CI=true; run deploy/scripts/install-stripe-mock.sh`,
          );
        });
      });
      return;
    }
    console.warn(
      `\n*** SKIPPED: ${name}\n*** ${binary()} is missing: deploy/scripts/install-stripe-mock.sh.\n`,
    );
    describe.skip(name, () => {
      it('needs stripe-mock', () => undefined);
    });
    return;
  }
  describe(name, () => {
    let server: TestStripeMock | undefined;
    beforeAll(async () => {
      server = await startStripeMock();
    }, 60_000);
    afterAll(() => server?.stop());
    fn(() => {
      if (!server) throw new Error('stripe-mock did not start');
      return server;
    });
  });
}
