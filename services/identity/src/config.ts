import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/** `{ "<issuer id>": { "clientId", "clientSecret" } }`: the realm clients identity writes account links with. */
const keycloakAdminClients = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object of issuer ids' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) })));

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
  /** Failed logins (A001/A006) are counted over this window, per account (email) and per client address. */
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** From this many failures of an account on, a login for it must carry a solved bot check. */
  LOGIN_BOT_CHECK_AFTER_FAILURES: z.coerce.number().int().min(1).default(3),
  /** Per-account slowdown: each failure doubles the wait before the next password check, from this... */
  LOGIN_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).default(250),
  /** ...up to this (0 turns the slowdown off). */
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  /** Failures from one client address, over all accounts, before A008: the budget against real abuse. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Where the web app is served: the mail links point at its /email-action page. */
  WEB_ORIGIN: z
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** changeEmail, changePassword and deleteAccount need a password typed at most this long ago (A009). */
  RECENT_LOGIN_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  VERIFY_EMAIL_CODE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(3 * 86_400),
  RESET_PASSWORD_CODE_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** Mail requests (reset, verification) are counted over this window, per address, account and email. */
  MAIL_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** sendPasswordReset calls per client address per window before A008. */
  RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Reset mails per email per window; beyond it the call still answers {} but sends nothing. */
  RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** sendEmailVerification calls per account per window before A008. */
  VERIFICATION_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /**
   * Per SSO issuer (SSO_ISSUERS), the confidential client whose service account may manage the realm's users:
   * identity writes the linked account id onto the realm user with it. Without one the realm's own tokens carry
   * no account claim, and only identity's sessions (ssoSession) work for that realm.
   */
  KEYCLOAK_ADMIN_CLIENTS: keycloakAdminClients.default({}),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
