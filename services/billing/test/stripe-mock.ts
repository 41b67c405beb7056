import { describeWithServer, freePort, startChildServer } from '@chalktalk/platform/testing';
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
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startChildServer({
    what: 'stripe-mock',
    command: binary(),
    args: ['-http-addr', `127.0.0.1:${port}`],
    ready: async () =>
      (await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_123' } })).ok,
    timeoutMs: 30_000,
    intervalMs: 100,
  });
  return { url, stop };
}

/**
 * describe() for suites that need stripe-mock, started once for the suite. Without its binary the suite is skipped
 * with a warning, except under CI=true, where it fails (the rule of describeWithLocalStripe).
 */
export function describeWithStripeMock(name: string, fn: (server: () => TestStripeMock) => void): void {
  describeWithServer(
    name,
    {
      what: 'stripe-mock',
      path: binary(),
      install: 'deploy/scripts/install-stripe-mock.sh',
      skipHint: 'Build it with deploy/scripts/install-stripe-mock.sh.',
      start: startStripeMock,
      startTimeoutMs: 60_000,
    },
    fn,
  );
}
