import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** Kubernetes waits 30 s by default before SIGKILL; finish (or give up) before that. */
const FORCE_EXIT_AFTER_MS = 25_000;

const apps = new Map<INestApplication, Logger>();
let installed = false;
let stopping = false;

/**
 * One process-wide signal handler that closes every app in the process in parallel, then exits.
 * Nest's enableShutdownHooks is per app and re-raises the signal when its own app is closed, which would kill
 * the embedded runner (many apps, one process) while the others are still draining.
 */
export function closeOnSignal(app: INestApplication, logger: Logger): void {
  apps.set(app, logger);
  const originalClose = app.close.bind(app);
  app.close = async (...args: Parameters<INestApplication['close']>) => {
    apps.delete(app);
    await originalClose(...args);
  };
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.once(signal, () => void closeAll(signal));
}

/** True once SIGTERM/SIGINT started closing the apps: work cut short by it is a stop, not a failure. */
export function isShuttingDown(): boolean {
  return stopping;
}

async function closeAll(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = [...apps.entries()];
  const force = setTimeout(() => {
    for (const [, logger] of running) logger.error({ signal }, 'shutdown took too long, exiting');
    process.exit(1);
  }, FORCE_EXIT_AFTER_MS);
  force.unref();
  const results = await Promise.allSettled(
    running.map(async ([app, logger]) => {
      logger.info({ signal }, 'draining');
      await app.close();
      logger.info('stopped');
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  for (const failure of failed)
    running[0]?.[1].error({ err: (failure as PromiseRejectedResult).reason }, 'close failed');
  clearTimeout(force);
  process.exit(failed.length > 0 ? 1 : 0);
}
