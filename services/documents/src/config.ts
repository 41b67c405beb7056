import { commaSeparated, ConfigError, loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

export const documentsConfigSchema = serviceConfigSchema.extend({
  /**
   * Document files behind the platform's FileStorage port: `local` keeps them under DATA_DIR/documents/files (one
   * process); `s3` in an S3-compatible bucket every pod shares (`FILES_S3_*`).
   */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILES_S3_ENDPOINT: z.url().optional(),
  FILES_S3_BUCKET: z.string().min(3).default('chalktalk-documents'),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  FILES_S3_PREFIX: z.string().default(''),
  DATA_DIR: z.string().min(1).default(resolve(process.cwd(), '.data')),
  /**
   * Signs download addresses; every pod must share it (required with FILE_STORAGE=s3). Embedded mode makes one
   * per boot: addresses live minutes, so a restart only costs a reload.
   */
  DOWNLOAD_SIGNING_SECRET: z.string().min(32).optional(),
  /** How long a signed download address works. */
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Tests only: `host:port` origins urlPreview and getVideoDetails may fetch although they are loopback or private
   * (the local test server). Refused together with NODE_ENV=production.
   */
  PREVIEW_TEST_ORIGINS: commaSeparated.default([]),
  /** Tests only: video hosts' oEmbed endpoints replaced by this origin (the local test server). */
  OEMBED_BASE_URL: z.url().optional(),
});

export type DocumentsConfig = z.infer<typeof documentsConfigSchema> & { DOWNLOAD_SIGNING_SECRET: string };

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');

export function loadDocumentsConfig(env: Record<string, string | undefined> = process.env): DocumentsConfig {
  const config = loadConfig(documentsConfigSchema, env);
  const issues: { variable: string; message: string }[] = [];
  if (config.FILE_STORAGE === 's3') {
    for (const variable of [
      'FILES_S3_ENDPOINT',
      'FILES_S3_ACCESS_KEY_ID',
      'FILES_S3_SECRET_ACCESS_KEY',
      'DOWNLOAD_SIGNING_SECRET',
    ] as const)
      if (!config[variable]) issues.push({ variable, message: 'required when FILE_STORAGE=s3' });
  }
  if (config.PREVIEW_TEST_ORIGINS.length > 0 && config.NODE_ENV === 'production')
    issues.push({
      variable: 'PREVIEW_TEST_ORIGINS',
      message: 'only for tests, never in production',
    });
  if (issues.length > 0) throw new ConfigError(issues);
  return {
    ...config,
    DOWNLOAD_SIGNING_SECRET: config.DOWNLOAD_SIGNING_SECRET ?? randomBytes(32).toString('hex'),
  };
}
