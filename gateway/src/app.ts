import { Module, type Type } from '@nestjs/common';
import { createLogger, createServiceApp } from '@chalktalk/platform';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { registerEdge } from './edge/register-edge';
import { GatewayModule } from './gateway.module';

export const GATEWAY_SERVICE = 'gateway';
export const GATEWAY_BODY_LIMIT = 1024 * 1024;

export function gatewayRootModule(config: GatewayConfig): Type<unknown> {
  @Module({ imports: [GatewayModule.forRoot(config)] })
  class GatewayRootModule {}
  return GatewayRootModule;
}

/** Builds the gateway (routes, edge plugins, optional web app) without listening. */
export async function createGatewayApp(config: GatewayConfig): ReturnType<typeof createServiceApp> {
  const app = await createServiceApp({
    name: GATEWAY_SERVICE,
    module: gatewayRootModule(config),
    config,
    bodyLimitBytes: GATEWAY_BODY_LIMIT,
  });
  const { webApp } = await registerEdge(
    app.getHttpAdapter().getInstance() as unknown as FastifyInstance,
    config,
  );
  if (config.WEB_DIST_DIR && !webApp) {
    createLogger(GATEWAY_SERVICE).warn(
      { dir: config.WEB_DIST_DIR },
      'web app not found (run `npm run build -w @chalktalk/web`); serving the API only',
    );
  }
  return app;
}
