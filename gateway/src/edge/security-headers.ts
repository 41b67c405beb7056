import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { contentSecurityPolicy } from './content-security-policy';
import { cameOverHttps, trustedProxies } from './trusted-proxies';

/** One year; browsers then refuse plain http to this host. Sent only on answers that came over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Files meant to be embedded by other sites and mail clients (GIF exports, team and program logos): they may be
 * loaded cross-origin. Everything else is same-origin only.
 */
const EMBEDDABLE = /^\/api\/(render\/files\/|teams\/entityLogo(\?|$))/;

/**
 * Security headers on every answer, set before routing so API answers, errors (404, 401, 413, 429), the web
 * app's HTML and its static files all carry them: CSP (content-security-policy.ts), X-Frame-Options DENY (for
 * browsers without frame-ancestors), nosniff, Referrer-Policy same-origin (share links never leak to other
 * sites), COOP/CORP same-origin, and HSTS only when the request came over https.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  opts: {
    trustedProxies: readonly string[];
    mediaOrigins: readonly string[];
    paymentOrigins?: readonly string[];
    /** Origins of the SSO issuers, which keycloak-js calls for tokens. */
    ssoOrigins?: readonly string[];
  },
): void {
  // helmet itself rather than @fastify/helmet: the plugin rebuilds the middleware on every request (21 us
  // against 0.7 us built once, measured at load 17) and its per-route options cannot reach Nest's routes.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(contentSecurityPolicy(opts.mediaOrigins, opts.paymentOrigins, opts.ssoOrigins)).map(
          ([name, sources]) => [name, [...sources]],
        ),
      ),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Decided per request below: over plain http (the embedded product on localhost) HSTS means nothing, and a
    // wrong one would lock browsers out of a host that has no TLS.
    strictTransportSecurity: false,
  });
  const trusted = trustedProxies(opts.trustedProxies);
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    applyHelmet(req.raw, reply.raw, () => undefined);
    if (cameOverHttps(req, trusted))
      reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (EMBEDDABLE.test(req.url)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    done();
  });
}
