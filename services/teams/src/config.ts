import { loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import type { z } from 'zod';

export const teamsConfigSchema = serviceConfigSchema;

export type TeamsConfig = z.infer<typeof teamsConfigSchema>;

export const TEAMS_CONFIG = Symbol('TEAMS_CONFIG');

export function loadTeamsConfig(env: Record<string, string | undefined> = process.env): TeamsConfig {
  return loadConfig(teamsConfigSchema, env);
}
