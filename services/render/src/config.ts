import { resolve } from 'node:path';
import { ConfigError, loadConfig, serviceConfigSchema } from '@chalktalk/platform';
import { z } from 'zod';
import { resolveFfmpegPath } from './encode/ffmpeg-binary';

/** Frames a job draws at once unless RENDER_FRAME_THREADS says otherwise (the benchmark uses it too). */
export const DEFAULT_FRAME_THREADS = 2;

export const renderConfigSchema = serviceConfigSchema.extend({
  /** The encoder: this path when set, else the optional ffmpeg-static's binary when installed, else /usr/bin/ffmpeg. */
  FFMPEG_PATH: z
    .string()
    .min(1)
    .optional()
    .transform((explicit) => resolveFfmpegPath(explicit)),
  /** Jobs rendered at once in this pod (each holds a few frames of 1.9 MB at 800x600 and its encoders). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * Frames one job draws at once, each on a libuv worker thread (Node's pool has UV_THREADPOOL_SIZE = 4
   * threads for the whole process). 2 keeps both cores of this machine busy beside the encoders.
   */
  RENDER_FRAME_THREADS: z.coerce.number().int().min(1).max(8).default(DEFAULT_FRAME_THREADS),
  /** A job that takes longer is aborted (its drawing stopped, its encoders killed) and retried. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Tries per job before it ends as failed with its last reason. */
  RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  /** How often an idle worker looks for queued jobs (new jobs also wake it at once in the same process). */
  RENDER_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /**
   * How long a claimed job stays with its worker without news. The worker renews it every third of this while
   * it renders, so a live worker keeps its job however long the render; a killed one loses it after this long.
   */
  RENDER_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
  /**
   * Session timeout of the render consumer group on Kafka. The consumer only records jobs (milliseconds), so
   * renders never come near it; tests lower it to show a render longer than the session does not rebalance.
   */
  RENDER_KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).default(30_000),
  /**
   * Object storage: `local` keeps files under DATA_DIR/render (embedded mode, one pod); `s3` stores them in an
   * S3-compatible bucket (MinIO, AWS S3, …) that every render pod shares.
   */
  RENDER_STORAGE: z.enum(['local', 's3']).default('local'),
  DATA_DIR: z.string().min(1).default(resolve(process.cwd(), '.data')),
  /** S3 endpoint (path-style requests: `<endpoint>/<bucket>/<key>`), e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com. */
  RENDER_S3_ENDPOINT: z.url().optional(),
  RENDER_S3_BUCKET: z.string().min(3).default('chalktalk-render'),
  RENDER_S3_REGION: z.string().min(1).default('us-east-1'),
  RENDER_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  RENDER_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Key prefix inside the bucket, so several environments can share one bucket. */
  RENDER_S3_PREFIX: z.string().default(''),
  /** Base of the public file URLs; this service serves `render/files/*` from the local folder. */
  RENDER_PUBLIC_BASE_URL: z
    .url()
    .default('http://localhost:8080/api/render/files')
    .transform((url) => url.replace(/\/+$/, '')),
});

export type RenderConfig = z.infer<typeof renderConfigSchema>;

export const RENDER_CONFIG = Symbol('RENDER_CONFIG');

export function loadRenderConfig(env: Record<string, string | undefined> = process.env): RenderConfig {
  const config = loadConfig(renderConfigSchema, env);
  if (config.RENDER_STORAGE === 's3') {
    const missing = (
      ['RENDER_S3_ENDPOINT', 'RENDER_S3_ACCESS_KEY_ID', 'RENDER_S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !config[name]);
    if (missing.length > 0)
      throw new ConfigError(
        missing.map((variable) => ({ variable, message: 'required when RENDER_STORAGE=s3' })),
      );
  }
  return config;
}
