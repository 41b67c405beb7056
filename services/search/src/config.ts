import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const searchConfigSchema = serviceConfigSchema.extend({});

export type SearchConfig = z.infer<typeof searchConfigSchema>;

export const SEARCH_CONFIG = Symbol('SEARCH_CONFIG');

export function loadSearchConfig(env: Record<string, string | undefined> = process.env): SearchConfig {
  return loadConfig(searchConfigSchema, env);
}
