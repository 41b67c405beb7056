/**
 * A render pod in a separate OS process, for the tests that kill one: boots the render service from the
 * environment (the test's Postgres, the test's Kafka broker) and prints one line when its workers run.
 * Started with `node -r ./swc-register.cjs render-worker.process.ts`.
 */
import { createRenderApp, loadRenderConfig } from '../../src';

async function main(): Promise<void> {
  const app = await createRenderApp(loadRenderConfig(process.env));
  await app.init();
  process.stdout.write(`render-worker ready ${process.pid}\n`);
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`render-worker failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
