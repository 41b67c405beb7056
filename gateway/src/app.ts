import { Module, type Type } from '@nestjs/common';
import { CALL_BODY_LIMITS, DEFAULT_BODY_LIMIT_BYTES } from '@chalktalk/domain';
import { createLogger, createServiceApp } from '@chalktalk/platform';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { registerEdge } from './edge/register-edge';
import { GatewayModule } from './gateway.module';
import { registerOpenApiRoute } from './openapi/openapi-route';
import { PublicApiDescription } from './openapi/public-api-description.service';
import type { InProcessServices } from './proxy/in-process-upstream';

export const GATEWAY_SERVICE = 'gateway';
export const GATEWAY_BODY_LIMIT = DEFAULT_BODY_LIMIT_BYTES;

export function gatewayRootModule(config: GatewayConfig, inProcess?: InProcessServices): Type<unknown> {
  @Module({ imports: [GatewayModule.forRoot(config, inProcess)] })
  class GatewayRootModule {}
  return GatewayRootModule;
}

export interface GatewayOptions {
  /**
   * Services running in this process, by the base URL the configuration gives them (IDENTITY_URL, ...): the
   * gateway calls them in-process instead of over loopback HTTP (the embedded runner). Others go over HTTP.
   */
  inProcess?: InProcessServices;
}

/** Builds the gateway (routes, edge plugins, optional web app) without listening. */
export async function createGatewayApp(
  config: GatewayConfig,
  options: GatewayOptions = {},
): ReturnType<typeof createServiceApp> {
  const app = await createServiceApp({
    name: GATEWAY_SERVICE,
    module: gatewayRootModule(config, options.inProcess),
    config,
    bodyLimitBytes: GATEWAY_BODY_LIMIT,
    // File uploads (team documents) carry more; every other call stays at 1 MiB.
    callBodyLimits: CALL_BODY_LIMITS,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const { webApp } = await registerEdge(fastify, config);
  registerOpenApiRoute(fastify, app.get(PublicApiDescription));
  if (config.WEB_DIST_DIR && !webApp) {
    createLogger(GATEWAY_SERVICE).warn(
      { dir: config.WEB_DIST_DIR },
      'web app not found (run `npm run build -w @chalktalk/web`); serving the API only',
    );
  }
  return app;
}
