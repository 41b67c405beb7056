import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { registerAllowedHosts } from './allowed-hosts';
import { registerDevRoutesGuard } from './dev-routes';
import { registerRateLimits } from './rate-limits';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './web-app';

/**
 * Edge concerns that live on the Fastify instance rather than in Nest: security headers, the Host check, the
 * dev-only group, raw bodies for non-JSON uploads, CORS, rate limits and the web app. Runs after
 * createServiceApp and before listen. The headers come first so every refusal below carries them too.
 */
export async function registerEdge(
  fastify: FastifyInstance,
  config: GatewayConfig,
): Promise<{ webApp: boolean }> {
  registerSecurityHeaders(fastify, {
    trustedProxies: config.TRUSTED_PROXIES,
    mediaOrigins: config.MEDIA_ORIGINS,
    paymentOrigins: config.PAYMENT_ORIGINS,
    ssoOrigins: [...new Set(config.SSO_ISSUERS.map((issuer) => new URL(issuer.issuer).origin))],
  });
  registerAllowedHosts(fastify, config.ALLOWED_HOSTS);
  registerDevRoutesGuard(fastify, config.HOST);
  // JSON is parsed (so malformed JSON stops here as G001); anything else is passed to the service byte for byte.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  if (config.CORS_ORIGINS?.length) {
    await fastify.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'traceparent'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
  }
  await registerRateLimits(fastify, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    accountPerMinute: config.ACCOUNT_RATE_LIMIT_PER_MINUTE,
  });
  const webApp = config.WEB_DIST_DIR ? await registerWebApp(fastify, config.WEB_DIST_DIR) : false;
  return { webApp };
}
