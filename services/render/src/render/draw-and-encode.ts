import { join } from 'node:path';
import { EncoderJob, gifJob, mp4Job, paletteJob } from '../encode/ffmpeg-args';
import { FfmpegEncoder } from '../encode/ffmpeg-encoder';
import { FrameRasteriser } from '../raster/frame-rasteriser';
import type { RasterFonts } from '../raster/sans-serif-fonts';
import { inOrder } from './in-order';
import { RenderOptions } from './render-options';
import { RenderError } from './render.errors';

/** One job's drawing and encoding: plain data, so it can be handed to the draw thread. */
export interface DrawJob {
  svgs: string[];
  options: RenderOptions;
  /** Where the encoders write play.gif and play.mp4. */
  workDir: string;
  fonts: RasterFonts;
  /** Frames drawn at once (RENDER_FRAME_THREADS). */
  parallelFrames: number;
  ffmpegPath: string;
  timeoutMs: number;
}

export interface EncodedFiles {
  gif?: string;
  mp4?: string;
  poster?: Buffer;
}

/** Every 4th frame (~0.27 s at 15 fps) and the last one feed the GIF palette: every play frame is sampled. */
const PALETTE_SAMPLE_STEP = 4;

/**
 * Palette samples kept in memory for the GIF pass instead of drawn twice (a quarter of the frames, ~20 % of
 * the drawing time): up to this many bytes of pixels per job (33 frames at 800x600), the rest drawn again.
 */
const KEPT_SAMPLE_BYTES = 64 * 1024 * 1024;

/**
 * The frames' SVG → pixels (resvg) → ffmpeg: GIF (palette first), MP4, poster. Runs on the draw thread
 * (draw-thread.ts), never on the pod's event loop.
 */
export async function drawAndEncode(job: DrawJob, rasteriser: FrameRasteriser): Promise<EncodedFiles> {
  const { svgs, options, workDir, parallelFrames, ffmpegPath, timeoutMs } = job;
  const outputs: EncodedFiles = {};
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

/** Every `step`-th frame and the last one: the frames the GIF palette is made from. */
export function paletteSamples(count: number, step: number): number[] {
  const samples: number[] = [];
  for (let i = 0; i < count; i += step) samples.push(i);
  if (count > 0 && samples.at(-1) !== count - 1) samples.push(count - 1);
  return samples;
}
