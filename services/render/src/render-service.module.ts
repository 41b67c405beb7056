import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { platformEntities, serviceModule } from '@chalktalk/platform';
import { RENDER_CONFIG, type RenderConfig } from './config';
import { RenderFilesController } from './files/render-files.controller';
import { RenderJobEntity } from './jobs/render-job.entity';
import { RenderJobHandler } from './jobs/render-job.handler';
import { RenderJobRepository } from './jobs/render-job.repository';
import { RenderQueueController } from './jobs/render-queue.controller';
import { PLAY_RENDERERS, RenderWorkerService } from './jobs/render-worker.service';
import { renderMigrations } from './migrations';
import { resolveSansSerifFonts } from './raster/sans-serif-fonts';
import { PlayRenderer } from './render/play-renderer';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { OBJECT_STORAGE, ObjectStorage } from './storage/object-storage';
import { S3Storage } from './storage/s3-storage';

export const RENDER_SERVICE = 'render';

/**
 * One renderer per concurrency slot, each with its own draw thread; the fonts are asked from fontconfig once
 * per pod. Each job draws RENDER_FRAME_THREADS frames at once.
 */
export function createRenderers(config: RenderConfig, storage: ObjectStorage): PlayRenderer[] {
  const fonts = resolveSansSerifFonts();
  return Array.from(
    { length: config.RENDER_CONCURRENCY },
    () =>
      new PlayRenderer({
        fonts,
        parallelFrames: config.RENDER_FRAME_THREADS,
        storage,
        ffmpegPath: config.FFMPEG_PATH,
        timeoutMs: config.RENDER_TIMEOUT_MS,
      }),
  );
}

/** The configured storage: the local folder (embedded default) or an S3 bucket shared by every pod. */
export async function createStorage(config: RenderConfig): Promise<ObjectStorage> {
  if (config.RENDER_STORAGE === 'local')
    return new LocalFolderStorage(join(config.DATA_DIR, 'render'), config.RENDER_PUBLIC_BASE_URL);
  const storage = new S3Storage({
    endpoint: config.RENDER_S3_ENDPOINT!,
    bucket: config.RENDER_S3_BUCKET,
    region: config.RENDER_S3_REGION,
    accessKeyId: config.RENDER_S3_ACCESS_KEY_ID!,
    secretAccessKey: config.RENDER_S3_SECRET_ACCESS_KEY!,
    prefix: config.RENDER_S3_PREFIX,
    publicBaseUrl: config.RENDER_PUBLIC_BASE_URL,
  });
  await storage.ensureBucket();
  return storage;
}

@Module({})
export class RenderServiceModule {
  static forRoot(config: RenderConfig): DynamicModule {
    return serviceModule(RenderServiceModule, {
      service: RENDER_SERVICE,
      config,
      configToken: RENDER_CONFIG,
      entities: [...platformEntities, RenderJobEntity],
      migrations: renderMigrations,
      eventBus: { kafka: { sessionTimeout: config.RENDER_KAFKA_SESSION_TIMEOUT_MS } },
      controllers: [RenderFilesController, RenderQueueController],
      providers: [
        { provide: OBJECT_STORAGE, useFactory: () => createStorage(config) },
        {
          provide: PLAY_RENDERERS,
          useFactory: (storage: ObjectStorage) => createRenderers(config, storage),
          inject: [OBJECT_STORAGE],
        },
        RenderJobRepository,
        RenderWorkerService,
        RenderJobHandler,
      ],
    });
  }
}
