import { ConfigError, loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { resolve } from 'node:path';
import { z } from 'zod';

export const teamsConfigSchema = serviceConfigSchema.extend({
  /** Where people open the product; invitation links point at `<WEB_BASE_URL>/join-team`. */
  WEB_BASE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * Logo storage behind the LogoStorage port: `local` keeps files under DATA_DIR/teams/logos (one pod); `s3` keeps
   * them in an S3-compatible bucket that every pod shares (`LOGO_S3_*`).
   */
  LOGO_STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3 endpoint (path-style requests: `<endpoint>/<bucket>/<prefix>/logos/<id>`), e.g. http://minio:9000. */
  LOGO_S3_ENDPOINT: z.url().optional(),
  LOGO_S3_BUCKET: z.string().min(3).default('chalktalk-teams'),
  LOGO_S3_REGION: z.string().min(1).default('us-east-1'),
  LOGO_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  LOGO_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  LOGO_S3_PREFIX: z.string().default(''),
  DATA_DIR: z.string().min(1).default(resolve(process.cwd(), '.data')),
  /** Days an invitation link stays valid. */
  INVITE_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
});

export type TeamsConfig = z.infer<typeof teamsConfigSchema>;

export const TEAMS_CONFIG = Symbol('TEAMS_CONFIG');

export function loadTeamsConfig(env: Record<string, string | undefined> = process.env): TeamsConfig {
  const config = loadConfig(teamsConfigSchema, env);
  if (config.LOGO_STORAGE === 's3') {
    const missing = (
      ['LOGO_S3_ENDPOINT', 'LOGO_S3_ACCESS_KEY_ID', 'LOGO_S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !config[name]);
    if (missing.length > 0)
      throw new ConfigError(
        missing.map((variable) => ({ variable, message: 'required when LOGO_STORAGE=s3' })),
      );
  }
  return config;
}
