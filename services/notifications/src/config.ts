import {
  commaSeparated,
  isLoopback,
  loadConfig,
  parseSecretBoxKey,
  secretRequiredInProduction,
  serviceConfigSchema,
} from '@chalktalk/platform';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/**
 * Development and tests only (a value in this repository protects nothing): production refuses to boot without
 * its own WEBHOOK_SECRETS_KEY, and the embedded runner makes a key of its own under DATA_DIR.
 */
export const DEVELOPMENT_WEBHOOK_SECRETS_KEY = 'Y2hhbGt0YWxrLWRldmVsb3BtZW50LW9ubHkta2V5ISE=';

const secretBoxKey = z.string().refine(
  (value) => {
    try {
      parseSecretBoxKey(value);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'expected base64 of exactly 32 bytes (openssl rand -base64 32)' },
);

const notificationsFields = serviceConfigSchema.extend({
  /** Where mail is relayed: smtp://host:port (smtps:// for TLS; user:pass@ in the URL when the relay needs it). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Chalktalk <no-reply@chalktalk.app>'),
  /** Used for the links in mail bodies that are not action links (the site itself). */
  WEB_ORIGIN: z
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * GET /api/dev/mailbox: lists what the local SMTP sink received. Development only (anonymous, shows every
   * mail's links: whoever reaches it can take over any account), so it is off unless set, and refused unless
   * HOST is a loopback address; the embedded runner turns it on when the product listens on loopback only.
   */
  DEV_MAILBOX: flag(false),
  DEV_MAILBOX_DIR: z.string().min(1).default(join(tmpdir(), 'chalktalk-dev-mailbox')),
  /** Sending attempts before a mail is marked failed (backoff 5 s doubling, at most 10 min). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Web push (RFC 8292 VAPID): the application server key pair, base64url (web-push generate-vapid-keys). Without
   * both, push is off: getPushConfig answers no key and no device can register.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'expected mailto: or https:')
    .default('mailto:support@chalktalk.app'),
  /**
   * Push services a device may name as its endpoint (an allow-list: the server POSTs to it). '*.' matches
   * subdomains. http:// is accepted only for a loopback host listed here (tests, a local push endpoint).
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  PUSH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  PUSH_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How often due scheduled notifications (starting soon, weekly digest) are looked for. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /** Inbox items (read or not) are deleted this many days after their last change. */
  INBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Encrypts the partner webhook signing secrets at rest (AES-256-GCM, src/webhooks/webhook-secrets.ts): base64 of
   * 32 random bytes, the same on every replica, kept outside the database (a Kubernetes Secret). Required in
   * production; elsewhere DEVELOPMENT_WEBHOOK_SECRETS_KEY when unset.
   */
  WEBHOOK_SECRETS_KEY: secretBoxKey.optional(),
  /**
   * Keys being retired (comma separated, base64): they only open. At boot every secret sealed under one of them is
   * sealed again under WEBHOOK_SECRETS_KEY, so the next deploy can drop them.
   */
  WEBHOOK_SECRETS_PREVIOUS_KEYS: commaSeparated.pipe(z.array(secretBoxKey)).default([]),
});

export const notificationsConfigSchema = notificationsFields
  .superRefine((config, ctx) => {
    if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (push off)',
      });
    if (config.DEV_MAILBOX && !isLoopback(config.HOST))
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX'],
        message: `refused with HOST=${config.HOST}: the dev mailbox shows every mail's one-time links, so it runs only on a loopback address (127.0.0.1, ::1, localhost)`,
      });
  })
  .transform((config, ctx) => ({
    ...config,
    WEBHOOK_SECRETS_KEY: secretRequiredInProduction(
      ctx,
      {
        name: 'WEBHOOK_SECRETS_KEY',
        value: config.WEBHOOK_SECRETS_KEY,
        developmentValue: DEVELOPMENT_WEBHOOK_SECRETS_KEY,
        why: 'the key that encrypts partner webhook signing secrets at rest (openssl rand -base64 32; every replica the same)',
      },
      config.NODE_ENV,
    ),
  }));

export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export function loadNotificationsConfig(
  env: Record<string, string | undefined> = process.env,
): NotificationsConfig {
  return loadConfig(notificationsConfigSchema, env);
}
