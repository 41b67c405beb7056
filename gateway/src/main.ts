import { createLogger } from '@chalktalk/platform';
import { createGatewayApp, GATEWAY_SERVICE } from './app';
import { loadGatewayConfig } from './config';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGatewayApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  createLogger(GATEWAY_SERVICE).info({ url: await app.getUrl() }, 'gateway ready');
}

main().catch((error: unknown) => {
  createLogger(GATEWAY_SERVICE).fatal({ err: error }, 'gateway failed to start');
  process.exit(1);
});
