/// <reference types="jest" />
// Runs inside jest suites only (describe/it are jest globals).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitFor } from './wait-for';

export interface ChildServerOptions {
  /** What the server is, for messages: 'MinIO', 'localstripe'. */
  what: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** True once the server answers (a liveness probe, an authenticated read). */
  ready: () => Promise<boolean>;
  timeoutMs: number;
  intervalMs: number;
}

/**
 * Starts a test server as a child process and waits until it is ready; answers its stop(). A server that exits
 * while starting fails with its stderr, and one that does not get ready in time is stopped before the error is
 * thrown: a failed beforeAll never leaves a half-started server behind.
 */
export async function startChildServer(options: ChildServerOptions): Promise<{ stop(): Promise<void> }> {
  const child = spawn(options.command, options.args, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${options.what} exited: ${stderr}`);
        return (await options.ready().catch(() => false)) ? true : undefined;
      },
      { timeoutMs: options.timeoutMs, intervalMs: options.intervalMs, what: `${options.what} to start` },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export interface SuiteServer<S extends { stop(): Promise<void> }> {
  /** What the server is: 'MinIO' (the tests are named "needs MinIO"). */
  what: string;
  /** The binary (or venv) the server runs from; its absence skips the suite, or fails it under CI=true. */
  path: string;
  /** What to run to install it, after "run" in the CI failure. */
  install: string;
  /** The sentence after "is missing." in the skip warning. */
  skipHint: string;
  start: () => Promise<S>;
  startTimeoutMs: number;
}

/**
 * describe() for suites that need a real server, started once for the suite. Without its binary the suite is
 * skipped with a warning, except under CI=true, where it fails: a silently skipped suite would hide that the
 * code it covers went untested (the same rule as describeWithKafka).
 */
export function describeWithServer<S extends { stop(): Promise<void> }>(
  name: string,
  server: SuiteServer<S>,
  fn: (current: () => S) => void,
): void {
  const needs = `needs ${server.what}`;
  if (!existsSync(server.path)) {
    if (process.env.CI === 'true') {
      describe(name, () => {
        it(needs, () => {
          throw new Error(`${name}: ${server.path} is missing but CI=true; run ${server.install}`);
        });
      });
      return;
    }
    console.warn(`\n*** SKIPPED: ${name}\n*** ${server.path} is missing. ${server.skipHint}\n`);
    describe.skip(name, () => {
      it(needs, () => undefined);
    });
    return;
  }
  describe(name, () => {
    let running: S | undefined;
    beforeAll(async () => {
      running = await server.start();
    }, server.startTimeoutMs);
    afterAll(() => running?.stop());
    fn(() => {
      if (!running) throw new Error(`${server.what} did not start`);
      return running;
    });
  });
}
