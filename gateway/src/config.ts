import { baseConfigSchema, loadConfig } from '@chalktalk/platform';
import { z } from 'zod';
import { DEFAULT_ALLOWED_HOSTS } from './edge/allowed-hosts';
import { isAddressOrRange } from './edge/trusted-proxies';
import { remoteConfigEnvSchema } from './main-calls/remote-config';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim().replace(/\/$/, ''))
    .filter((part) => part.length > 0),
);

const serviceUrl = z.url().transform((url) => url.replace(/\/+$/, ''));

export const gatewayConfigSchema = baseConfigSchema.extend({
  ...remoteConfigEnvSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IDENTITY_URL: serviceUrl,
  TEAMS_URL: serviceUrl,
  PLAYBOOK_URL: serviceUrl,
  /** Optional: without it the notifications and dev groups are not routed (G004). */
  NOTIFICATIONS_URL: serviceUrl.optional(),
  /** Optional: without it the render group (GIF files, queue depth) is not routed (G004). */
  RENDER_URL: serviceUrl.optional(),
  /** Optional, like every service built after the first wave: without one, its call groups answer G004. */
  BILLING_URL: serviceUrl.optional(),
  SCHEDULE_URL: serviceUrl.optional(),
  DOCUMENTS_URL: serviceUrl.optional(),
  EVALUATIONS_URL: serviceUrl.optional(),
  COMMUNITY_URL: serviceUrl.optional(),
  SEARCH_URL: serviceUrl.optional(),
  /** The built web app (web/dist); when set, the gateway serves it with history fallback. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /**
   * Host names this gateway answers (DNS-rebinding protection): `name`, `*.domain`, with `:port` to pin a port;
   * any other Host gets 421. The default is this machine's names, for the embedded product.
   */
  ALLOWED_HOSTS: commaList
    .pipe(z.array(z.string()).min(1, 'expected at least one host name'))
    .default([...DEFAULT_ALLOWED_HOSTS]),
  /** Addresses or CIDR ranges of the proxies in front (ingress) whose X-Forwarded-Proto decides HSTS. */
  TRUSTED_PROXIES: commaList
    .pipe(z.array(z.string().refine(isAddressOrRange, 'expected an IP address or a CIDR range')))
    .default([]),
  /** Origins GIF files and posters come from when not the page's own (added to the CSP's img-src and media-src). */
  MEDIA_ORIGINS: commaList
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)))
    .default([]),
  /**
   * Origins of the card-payment script (Stripe.js, or localstripe's stand-in in make dev): allowed in the CSP's
   * script-src, connect-src and frame-src, so the billing pages can tokenise cards without cards reaching us.
   * With Stripe: https://js.stripe.com,https://api.stripe.com. Unset: none (no card form can load).
   */
  PAYMENT_ORIGINS: commaList
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)))
    .default([]),
  /** Browser origins allowed to call the API cross-origin; unset means same-origin only. */
  CORS_ORIGINS: commaList.optional(),
  /** Requests per minute per client address, for all calls and for account/* calls. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** When the running build was deployed (ISO time); defaults to the gateway's start time. */
  DEPLOYED_DATE: z.iso.datetime().optional(),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}

/** Where the edge fetches the signing keys: JWKS_URL, or identity's well-known address. */
export function jwksUrlOf(config: GatewayConfig): string {
  return config.JWKS_URL ?? `${config.IDENTITY_URL}/.well-known/jwks.json`;
}
