import { join } from 'node:path';
import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule, DatabaseModule, EventBusModule, platformEntities } from '@chalktalk/platform';
import { BrowserPool } from './capture/browser-pool';
import { launchChromium, supportsBeginFrame } from './capture/chromium-launcher';
import { BeginFrameCapturer, ScreenshotCapturer } from './capture/frame-capturer';
import { RENDER_CONFIG, type RenderConfig } from './config';
import { RenderFilesController } from './files/render-files.controller';
import { RenderJobEntity } from './jobs/render-job.entity';
import { RenderJobHandler } from './jobs/render-job.handler';
import { RenderJobRepository } from './jobs/render-job.repository';
import { RenderQueueController } from './jobs/render-queue.controller';
import { PLAY_RENDERERS, RenderWorkerService } from './jobs/render-worker.service';
import { renderMigrations } from './migrations';
import { PlayRenderer } from './render/play-renderer';
import { LocalFolderStorage } from './storage/local-folder-storage';
import { OBJECT_STORAGE, ObjectStorage } from './storage/object-storage';

export const RENDER_SERVICE = 'render';

/** One renderer per concurrency slot, each with its own browsers: memory per pod is bounded by configuration. */
export function createRenderers(config: RenderConfig, storage: ObjectStorage): PlayRenderer[] {
  const beginFrame = supportsBeginFrame(config.CHROMIUM_PATH);
  return Array.from(
    { length: config.RENDER_CONCURRENCY },
    () =>
      new PlayRenderer({
        lanes: Array.from({ length: config.RENDER_BROWSERS_PER_JOB }, () => ({
          pool: new BrowserPool({
            launch: () =>
              launchChromium({ executablePath: config.CHROMIUM_PATH, beginFrameControl: beginFrame }),
            recycleAfter: config.RENDER_BROWSER_RECYCLE_JOBS,
          }),
          capturer: beginFrame ? new BeginFrameCapturer() : new ScreenshotCapturer(),
        })),
        storage,
        ffmpegPath: config.FFMPEG_PATH,
        timeoutMs: config.RENDER_TIMEOUT_MS,
      }),
  );
}

@Module({})
export class RenderServiceModule {
  static forRoot(config: RenderConfig): DynamicModule {
    return {
      module: RenderServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: [...platformEntities, RenderJobEntity],
          migrations: renderMigrations,
        }),
        EventBusModule.forRoot({
          service: RENDER_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
      ],
      controllers: [RenderFilesController, RenderQueueController],
      providers: [
        { provide: RENDER_CONFIG, useValue: config },
        {
          provide: OBJECT_STORAGE,
          useFactory: () =>
            new LocalFolderStorage(join(config.DATA_DIR, 'render'), config.RENDER_PUBLIC_BASE_URL),
        },
        {
          provide: PLAY_RENDERERS,
          useFactory: (storage: ObjectStorage) => createRenderers(config, storage),
          inject: [OBJECT_STORAGE],
        },
        RenderJobRepository,
        RenderWorkerService,
        RenderJobHandler,
      ],
      exports: [RENDER_CONFIG],
    };
  }
}
