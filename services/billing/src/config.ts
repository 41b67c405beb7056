import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const billingConfigSchema = serviceConfigSchema.extend({});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
