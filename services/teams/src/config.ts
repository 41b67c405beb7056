import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { resolve } from 'node:path';
import { z } from 'zod';

export const teamsConfigSchema = serviceConfigSchema.extend({
  /** Where people open the product; invitation links point at `<WEB_BASE_URL>/join-team`. */
  WEB_BASE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Logo storage behind the LogoStorage port; `local` keeps files under DATA_DIR/teams/logos. */
  LOGO_STORAGE: z.enum(['local']).default('local'),
  DATA_DIR: z.string().min(1).default(resolve(process.cwd(), '.data')),
  /** Days an invitation link stays valid. */
  INVITE_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
});

export type TeamsConfig = z.infer<typeof teamsConfigSchema>;

export const TEAMS_CONFIG = Symbol('TEAMS_CONFIG');

export function loadTeamsConfig(env: Record<string, string | undefined> = process.env): TeamsConfig {
  return loadConfig(teamsConfigSchema, env);
}
