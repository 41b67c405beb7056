import { TRENDING_RECOMPUTE_MS } from '@chalktalk/domain';
import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';

export const communityConfigSchema = serviceConfigSchema.extend({
  /** playbook's base URL: publishing reads the play there and copies save into the personal playbook. */
  PLAYBOOK_URL: z.url().transform((url) => url.replace(/\/+$/, '')),
  PLAYBOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How often the stored trending ranks are recomputed (at most 5 minutes, the bound). */
  TRENDING_RECOMPUTE_MS: z.coerce.number().int().min(1000).max(300_000).default(TRENDING_RECOMPUTE_MS),
  /** Community moderators (user ids, comma separated): they review every reported play and comment. */
  COMMUNITY_MODERATOR_IDS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid())),
});

export type CommunityConfig = z.infer<typeof communityConfigSchema>;

export const COMMUNITY_CONFIG = Symbol('COMMUNITY_CONFIG');

export function loadCommunityConfig(env: Record<string, string | undefined> = process.env): CommunityConfig {
  return loadConfig(communityConfigSchema, env);
}
