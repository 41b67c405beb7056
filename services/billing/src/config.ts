import { ConfigError, loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const billingConfigSchema = serviceConfigSchema.extend({
  /** Stripe's secret key (sk_test_… / sk_live_…), from a secret. Without it every payment call answers B004. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The API base: unset for api.stripe.com; http://127.0.0.1:8420 for localstripe (make dev, the tests). */
  STRIPE_API_URL: z.url().optional(),
  /** `localstripe` when STRIPE_API_URL is a localstripe (its older request dialect; payments/stripe-payments.ts). */
  STRIPE_SERVER: z.enum(['stripe', 'localstripe']).default('stripe'),
  /** The webhook endpoint's signing secret (whsec_…), from a secret. Without it webhooks are refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Older signatures are refused (replays); Stripe's own default. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Where the web app loads Stripe.js from, and the publishable key it tokenises cards with. */
  STRIPE_JS_URL: z.url().default('https://js.stripe.com/v3/'),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** teams, for teams/createProgramSubscription (it creates the program there with the caller's token). */
  TEAMS_URL: z.url().optional(),
  /** A billing entity stays paid this long after its paymentExpires (README: grace period). Default 3 days. */
  BILLING_GRACE_PERIOD_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3 * 24 * 60 * 60),
  /** How often lapsed entities are looked for (they become unpaid once paymentExpires + grace has passed). */
  BILLING_LAPSE_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Test mode only (make dev and the tests with localstripe; helm and production never set it): billing answers
   * billing/advanceTestClock, its stand-in for Stripe's test clocks, which localstripe does not have (README).
   */
  BILLING_TEST_CLOCKS: z.enum(['true', 'false']).default('false'),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  const config = loadConfig(billingConfigSchema, env);
  if (config.STRIPE_SERVER === 'localstripe' && !config.STRIPE_API_URL)
    throw new ConfigError([
      { variable: 'STRIPE_API_URL', message: 'required when STRIPE_SERVER=localstripe' },
    ]);
  if (config.BILLING_TEST_CLOCKS === 'true') {
    // A clock that runs renewals on request must never reach real money.
    if (config.STRIPE_SECRET_KEY?.startsWith('sk_live_') || config.STRIPE_SERVER !== 'localstripe')
      throw new ConfigError([
        {
          variable: 'BILLING_TEST_CLOCKS',
          message: 'only with a local Stripe (STRIPE_SERVER=localstripe) and never with a live key',
        },
      ]);
  }
  return config;
}
