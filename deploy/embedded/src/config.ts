import { loadConfig } from '@chalktalk/platform';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root: src/ and dist/ both sit two levels below deploy/embedded. */
export const REPO_ROOT = resolve(__dirname, '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

export const embeddedConfigSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Everything the product stores locally: Postgres under postgres/. Survives restarts. */
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, '.data')),
  /** Loopback by default; another address also turns the dev mailbox off (its mail stays in DATA_DIR/mailbox). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** More Host names for the gateway (DNS-rebinding protection) when HOST opens the product beyond loopback. */
  ALLOWED_HOSTS: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** identity, teams, playbook and notifications listen on loopback from this port upwards. */
  SERVICE_PORT_BASE: z.coerce.number().int().min(1).max(65500).default(8101),
  /** The local SMTP sink that receives the product's mail (shown at /api/dev/mailbox); 0 picks a free port. */
  SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** localstripe (billing's local Stripe, state in DATA_DIR/localstripe.pickle) listens here on loopback. */
  LOCALSTRIPE_PORT: z.coerce.number().int().min(1).max(65535).default(8420),
  WEB_DIST_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'web/dist')),
  SEED_DEMO: flag(true),
  /** The gateway calls the services in-process (true) or over their loopback ports like a distributed gateway. */
  GATEWAY_IN_PROCESS: flag(true),
  /**
   * The gateway's per-address budgets (its defaults when unset). Everything on this machine shares one address,
   * so a load test from loopback raises them to measure the request path rather than the limiter.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
});

export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;

export function loadEmbeddedConfig(env: Record<string, string | undefined> = process.env): EmbeddedConfig {
  return loadConfig(embeddedConfigSchema, env);
}

/** The address people open: localhost reads better than 127.0.0.1 and is what the cookie settings expect. */
export function publicUrl(config: EmbeddedConfig): string {
  const host = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}
