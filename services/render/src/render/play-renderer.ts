import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlay } from '@chalktalk/domain';
import { EncoderJob, gifJob, mp4Job, paletteJob } from '../encode/ffmpeg-args';
import { FfmpegEncoder } from '../encode/ffmpeg-encoder';
import { FrameRasteriser } from '../raster/frame-rasteriser';
import { ObjectStorage } from '../storage/object-storage';
import { planFrames, renderFrameSvgs } from './frame-svgs';
import { inOrder } from './in-order';
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
  rasteriser: FrameRasteriser;
  /**
   * Frames one job draws at once, each on a libuv worker thread (UV_THREADPOOL_SIZE, default 4, bounds the
   * total over every slot of the pod). Two fill the two cores measured here beside the encoders.
   */
  parallelFrames: number;
  storage: ObjectStorage;
  ffmpegPath: string;
  timeoutMs: number;
}

/** Every 4th frame (~0.27 s at 15 fps) and the last one feed the GIF palette: every play frame is sampled. */
const PALETTE_SAMPLE_STEP = 4;

/**
 * Palette samples kept in memory for the GIF pass instead of drawn twice (a quarter of the frames, ~20 % of
 * the drawing time): up to this many bytes of pixels per job (33 frames at 800x600), the rest drawn again.
 */
const KEPT_SAMPLE_BYTES = 64 * 1024 * 1024;

const CONTENT_TYPES = { gif: 'image/gif', mp4: 'video/mp4', png: 'image/png' } as const;

/** Play document → frames (play-render SVG) → pixels (resvg) → ffmpeg → object storage. */
export class PlayRenderer {
  constructor(private readonly options: PlayRendererOptions) {}

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
    const frames = await renderFrameSvgs(loaded.play, plan, options);

    const workDir = await mkdtemp(join(tmpdir(), 'chalktalk-render-'));
    try {
      const outputs = await this.drawAndEncode(
        frames.map((f) => f.svg),
        options,
        workDir,
      );
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

  private async drawAndEncode(
    svgs: readonly string[],
    options: RenderOptions,
    workDir: string,
  ): Promise<{ gif?: string; mp4?: string; poster?: Buffer }> {
    const { rasteriser, parallelFrames, ffmpegPath, timeoutMs } = this.options;
    const outputs: { gif?: string; mp4?: string; poster?: Buffer } = {};
    const encoders: FfmpegEncoder[] = [];
    const start = (job: EncoderJob) => {
      const encoder = new FfmpegEncoder(ffmpegPath, job);
      encoders.push(encoder);
      return encoder;
    };
    const abort = new AbortController();
    const timer = setTimeout(() => {
      abort.abort();
      for (const encoder of encoders) encoder.kill(); // unblocks a write waiting for a full pipe
    }, timeoutMs);
    const wantsPoster = options.formats.includes('png');
    /** Frame `index` as RGBA pixels; the first one is also the poster (the play's opening position). */
    const pixelsOf = async (index: number): Promise<Buffer> => {
      abort.signal.throwIfAborted(); // the timeout stops the job between two frames
      const frame = await rasteriser.rasterise(svgs[index]!);
      if (index === 0 && wantsPoster) outputs.poster = frame.asPng();
      return frame.pixels; // a copy out of resvg: read it once
    };
    const kept = new Map<number, Buffer>();
    /** Draws the frames at `indices` (or takes them from `kept`) and hands them to `use` in that order. */
    const draw = (indices: readonly number[], use: (pixels: Buffer, index: number) => Promise<void>) =>
      inOrder(
        indices.length,
        parallelFrames,
        (i) => {
          const pixels = kept.get(indices[i]!);
          kept.delete(indices[i]!);
          return pixels ? Promise.resolve(pixels) : pixelsOf(indices[i]!);
        },
        (pixels, i) => use(pixels, indices[i]!),
      );
    const size = { width: options.width, height: options.height };
    try {
      let gif: FfmpegEncoder | undefined;
      if (options.formats.includes('gif')) {
        // The palette comes from sample frames drawn first, so paletteuse can run while the frames arrive. Both
        // ffmpegs start now; the palette goes from one to the other through a pipe.
        const sampler = start(paletteJob(size, options.fps));
        gif = start(gifJob(size, options.fps, (outputs.gif = join(workDir, 'play.gif'))));
        sampler.output.pipe(gif.secondInput);
        let keptBytes = 0;
        await draw(paletteSamples(svgs.length, PALETTE_SAMPLE_STEP), async (pixels, index) => {
          if (keptBytes + pixels.length <= KEPT_SAMPLE_BYTES) {
            kept.set(index, pixels);
            keptBytes += pixels.length;
          }
          await sampler.write(pixels);
        });
        await sampler.finish();
      }
      const mp4 = options.formats.includes('mp4')
        ? start(mp4Job(size, options.fps, (outputs.mp4 = join(workDir, 'play.mp4'))))
        : undefined;
      // A poster alone needs only the first frame.
      const count = gif || mp4 ? svgs.length : 1;
      await draw(
        Array.from({ length: count }, (_, i) => i),
        async (pixels) => {
          await Promise.all([mp4?.write(pixels), gif?.write(pixels)]);
        },
      );
      await Promise.all([mp4?.finish(), gif?.finish()]);
      return outputs;
    } catch (error) {
      for (const encoder of encoders) encoder.kill();
      if (abort.signal.aborted)
        throw new RenderError(`Rendering took longer than ${Math.round(timeoutMs / 1000)} s`, true, {
          cause: error,
        });
      throw new RenderError(`Rendering failed: ${(error as Error).message.split('\n')[0]}`, true, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Every `step`-th frame and the last one: the frames the GIF palette is made from. */
export function paletteSamples(count: number, step: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < count; i += step) samples.push(i);
  if (count > 0 && samples.at(-1) !== count - 1) samples.push(count - 1);
  return samples;
}
