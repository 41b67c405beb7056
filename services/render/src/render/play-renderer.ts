import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlay } from '@chalktalk/domain';
import type { RasterFonts } from '../raster/sans-serif-fonts';
import { ObjectStorage } from '../storage/object-storage';
import { DrawThread } from './draw-thread';
import { planFrames, renderFrameSvgs } from './frame-svgs';
import { renderHash, storageKeys } from './render-hash';
import { RENDER_LIMITS, RenderOptions } from './render-options';
import { RenderError } from './render.errors';

export interface RenderedPlay {
  hash: string;
  gifUrl?: string;
  mp4Url?: string;
  posterUrl?: string;
  /** Wall time of this render (0 when every file came from the cache). */
  renderMs: number;
  frames: number;
  cached: boolean;
}

export interface PlayRendererOptions {
  /** The faces text is drawn in (resolveSansSerifFonts). */
  fonts: RasterFonts;
  /**
   * Frames one job draws at once, each on a libuv worker thread (UV_THREADPOOL_SIZE, default 4, bounds the
   * total over every slot of the pod). Two fill the two cores measured here beside the encoders.
   */
  parallelFrames: number;
  /** The thread that draws and encodes (default: one of its own, started on the first job). */
  drawThread?: DrawThread;
  storage: ObjectStorage;
  ffmpegPath: string;
  timeoutMs: number;
}

const CONTENT_TYPES = { gif: 'image/gif', mp4: 'video/mp4', png: 'image/png' } as const;

/** Play document → frames (play-render SVG) → pixels (resvg) → ffmpeg → object storage. */
export class PlayRenderer {
  /** Where this renderer's jobs are drawn and encoded, off the event loop. */
  private readonly drawThread: DrawThread;

  constructor(private readonly options: PlayRendererOptions) {
    this.drawThread = options.drawThread ?? new DrawThread();
  }

  /** Stops the draw thread (shutdown). */
  close(): Promise<void> {
    return this.drawThread.close();
  }

  async render(playDocument: unknown, options: RenderOptions): Promise<RenderedPlay> {
    const hash = renderHash(playDocument, options);
    const keys = storageKeys(hash);
    const cached = await this.fromCache(hash, options);
    if (cached) return cached;

    const loaded = loadPlay(playDocument);
    if (!loaded.ok) {
      const first = loaded.issues[0];
      throw new RenderError(
        `The play cannot be drawn: ${first ? `${first.path}: ${first.message}` : 'invalid'}`,
        false,
      );
    }
    const started = performance.now();
    // Counted before anything is drawn; drawn in slices so the pod's event loop keeps turning.
    const plan = planFrames(loaded.play, options);
    if (plan.instants.length > RENDER_LIMITS.maxFrames)
      throw new RenderError(
        `The play is too long to export (${plan.instants.length} frames at ${options.fps} fps)`,
        false,
      );
    // A poster alone (list posters) is the opening position: its one frame is all there is to draw.
    const posterOnly = options.formats.every((format) => format === 'png');
    const frames = await renderFrameSvgs(
      loaded.play,
      posterOnly ? { ...plan, instants: plan.instants.slice(0, 1) } : plan,
      options,
    );

    const workDir = await mkdtemp(join(tmpdir(), 'chalktalk-render-'));
    try {
      const { fonts, parallelFrames, ffmpegPath, timeoutMs } = this.options;
      const outputs = await this.drawThread.run({
        svgs: frames.map((f) => f.svg),
        options,
        workDir,
        fonts,
        parallelFrames,
        ffmpegPath,
        timeoutMs,
      });
      const result: RenderedPlay = { hash, renderMs: 0, frames: frames.length, cached: false };
      await Promise.all([
        outputs.gif &&
          this.options.storage
            .putFile(keys.gif, outputs.gif, CONTENT_TYPES.gif)
            .then((u) => (result.gifUrl = u)),
        outputs.mp4 &&
          this.options.storage
            .putFile(keys.mp4, outputs.mp4, CONTENT_TYPES.mp4)
            .then((u) => (result.mp4Url = u)),
        outputs.poster &&
          this.options.storage
            .putBuffer(keys.png, outputs.poster, CONTENT_TYPES.png)
            .then((u) => (result.posterUrl = u)),
      ]);
      result.renderMs = Math.round(performance.now() - started);
      return result;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async fromCache(hash: string, options: RenderOptions): Promise<RenderedPlay | undefined> {
    const keys = storageKeys(hash);
    const result: RenderedPlay = { hash, renderMs: 0, frames: 0, cached: true };
    for (const format of options.formats) {
      const url = await this.options.storage.urlIfExists(keys[format]);
      if (!url) return undefined;
      if (format === 'gif') result.gifUrl = url;
      else if (format === 'mp4') result.mp4Url = url;
      else result.posterUrl = url;
    }
    return result;
  }
}
