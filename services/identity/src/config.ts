import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

export const identityConfigSchema = serviceConfigSchema.extend({
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Browsers drop Secure cookies on plain http except on localhost in some engines only; the embedded runner on
  // http://localhost turns this off, every TLS deployment keeps it on.
  REFRESH_COOKIE_SECURE: flag(true),
  REFRESH_COOKIE_PATH: z.string().startsWith('/').default('/api/account'),
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  BOT_CHECK_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  // Optional: when unset the key is generated once and kept in the database, so replicas agree on it.
  BOT_CHECK_HMAC_KEY: z.string().min(32).optional(),
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
