import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import type { z } from 'zod';

export const playbookConfigSchema = serviceConfigSchema;

export type PlaybookConfig = z.infer<typeof playbookConfigSchema>;

export const PLAYBOOK_CONFIG = Symbol('PLAYBOOK_CONFIG');

export function loadPlaybookConfig(env: Record<string, string | undefined> = process.env): PlaybookConfig {
  return loadConfig(playbookConfigSchema, env);
}
