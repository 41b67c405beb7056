import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const communityConfigSchema = serviceConfigSchema.extend({});

export type CommunityConfig = z.infer<typeof communityConfigSchema>;

export const COMMUNITY_CONFIG = Symbol('COMMUNITY_CONFIG');

export function loadCommunityConfig(env: Record<string, string | undefined> = process.env): CommunityConfig {
  return loadConfig(communityConfigSchema, env);
}
