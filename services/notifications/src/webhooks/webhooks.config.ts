import { loadConfig } from '@chalktalk/platform';
import { z } from 'zod';

const webhooksConfigSchema = z.object({
  /**
   * Origins (scheme://host:port) that may be http:// and may resolve to a private or loopback address: the
   * embedded product's dev receiver and the tests' receivers. Every other endpoint is https:// to a public address.
   */
  WEBHOOK_TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  /** Fallback poll of the worker (it is also woken right after the consumer records a delivery). */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  /** Deliveries sent at the same time (one slow endpoint does not hold the others). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** One attempt's time limit, connection and answer included. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How long the old secret keeps signing beside the new one after a rotation. */
  WEBHOOK_ROTATION_WINDOW_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Retry delays are multiplied by this (tests shorten the 3-day schedule; 1 in production). */
  WEBHOOK_RETRY_SCALE: z.coerce.number().min(0.000001).max(1).default(1),
});

export type WebhooksConfig = z.infer<typeof webhooksConfigSchema>;

export const WEBHOOKS_CONFIG = Symbol('WEBHOOKS_CONFIG');

/**
 * Read from the environment by the webhooks feature itself, so the notifications service's own configuration
 * stays its owners'; validated once at boot like every service variable.
 */
export function loadWebhooksConfig(env: Record<string, string | undefined> = process.env): WebhooksConfig {
  return loadConfig(webhooksConfigSchema, env);
}
