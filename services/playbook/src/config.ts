import { createHash, randomBytes } from 'node:crypto';
import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const playbookConfigSchema = serviceConfigSchema.extend({
  /**
   * Signs the poster keys in list posters' addresses (posters module); every pod must share it. Unset: derived from
   * INTERNAL_API_TOKEN, which every pod already shares; without that either, one per process (one pod).
   */
  POSTER_SIGNING_SECRET: z.string().min(32).optional(),
});

export type PlaybookConfig = z.infer<typeof playbookConfigSchema> & { POSTER_SIGNING_SECRET: string };

export const PLAYBOOK_CONFIG = Symbol('PLAYBOOK_CONFIG');

export function loadPlaybookConfig(env: Record<string, string | undefined> = process.env): PlaybookConfig {
  const config = loadConfig(playbookConfigSchema, env);
  return { ...config, POSTER_SIGNING_SECRET: posterSigningSecret(config) };
}

function posterSigningSecret(config: z.infer<typeof playbookConfigSchema>): string {
  if (config.POSTER_SIGNING_SECRET) return config.POSTER_SIGNING_SECRET;
  if (config.INTERNAL_API_TOKEN)
    return createHash('sha256').update(`play-posters:${config.INTERNAL_API_TOKEN}`).digest('hex');
  return randomBytes(32).toString('hex');
}
