import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlay } from '@chalktalk/domain';
import { Browser } from 'puppeteer-core';
import { BrowserPool } from '../capture/browser-pool';
import { FrameCapturer } from '../capture/frame-capturer';
import { paletteArgs, palettedGifArgs } from '../encode/ffmpeg-args';
import { EncoderJob, FfmpegEncoder } from '../encode/ffmpeg-encoder';
import { ObjectStorage } from '../storage/object-storage';
import { planFrames, renderFrameSvgs } from './frame-svgs';
import { renderHash, storageKeys } from './render-hash';
import { RENDER_LIMITS, RenderOptions } from './render-options';
import { OrderedWriter, samplesFirst } from './ordered-writer';
import { RenderError } from './render.errors';
import { SplitFrames, splitStaticField } from './static-layer';

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

/** One browser and the way frames are taken from it. */
export interface CaptureLane {
  pool: BrowserPool;
  capturer: FrameCapturer;
}

export interface PlayRendererOptions {
  /**
   * One lane per browser a job uses at once: the frames are split into as many stretches, captured in
   * parallel and put back in order for the encoders (same pixels; two lanes measured ~15 % faster here).
   */
  lanes: CaptureLane[];
  storage: ObjectStorage;
  ffmpegPath: string;
  timeoutMs: number;
}

/** Every 4th frame (~0.27 s at 15 fps) and the last one feed the GIF palette: every play frame is sampled. */
const PALETTE_SAMPLE_STEP = 4;

const CONTENT_TYPES = { gif: 'image/gif', mp4: 'video/mp4', png: 'image/png' } as const;

/** Play document → frames (play-render SVG) → browser pixels (virtual clock) → ffmpeg → object storage. */
export class PlayRenderer {
  constructor(private readonly options: PlayRendererOptions) {}

  /** Closes this renderer's browser (shutdown). */
  close(): Promise<void> {
    return Promise.all(this.options.lanes.map((lane) => lane.pool.close())).then(() => undefined);
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
    const frames = await renderFrameSvgs(loaded.play, plan, options);

    const workDir = await mkdtemp(join(tmpdir(), 'chalktalk-render-'));
    try {
      const outputs = await this.captureAndEncode(
        splitStaticField(frames.map((f) => f.svg)),
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

  private async captureAndEncode(
    split: SplitFrames,
    options: RenderOptions,
    workDir: string,
  ): Promise<{ gif?: string; mp4?: string; poster?: Buffer }> {
    const count = split.frames.length;
    const outputs: { gif?: string; mp4?: string; poster?: Buffer } = {};
    const processes: FfmpegEncoder[] = [];
    const start = (job: EncoderJob, output: string) => {
      const encoder = new FfmpegEncoder(this.options.ffmpegPath, job, options.fps, output);
      processes.push(encoder);
      return encoder;
    };
    const mp4 = options.formats.includes('mp4')
      ? start('mp4', (outputs.mp4 = join(workDir, 'play.mp4')))
      : undefined;
    const wantsGif = options.formats.includes('gif');
    if (wantsGif) outputs.gif = join(workDir, 'play.gif');

    // The GIF palette comes from sample frames captured first, so paletteuse can run while the rest arrive.
    const { order, samples } = samplesFirst(count, PALETTE_SAMPLE_STEP);
    const sampled = new Map<number, Buffer>();
    let gifReady!: (encoder: FfmpegEncoder) => void;
    let gifFailed!: (error: unknown) => void;
    const gif = new Promise<FfmpegEncoder>((resolve, reject) => {
      gifReady = resolve;
      gifFailed = reject;
    });
    gif.catch(() => undefined);
    const makeGif = async () => {
      const palettePath = join(workDir, 'palette.png');
      const palette = start({ label: 'palette', args: paletteArgs(palettePath) }, palettePath);
      for (const index of samples) await palette.write(sampled.get(index)!);
      await palette.finish();
      gifReady(
        start({ label: 'gif', args: palettedGifArgs(options.fps, palettePath, outputs.gif!) }, outputs.gif!),
      );
    };

    const writer = new OrderedWriter(async (png, index) => {
      // The poster is the opening position of the play: the first frame, as captured.
      if (index === 0 && options.formats.includes('png')) outputs.poster = png;
      // The palette first: starting the MP4 write and then failing on it would leave that write unobserved.
      const gifEncoder = wantsGif ? await gif : undefined;
      await Promise.all([mp4?.write(png), gifEncoder?.write(png)]);
    });
    let writeError: unknown;
    const onFrame = (png: Buffer, index: number) => {
      if (wantsGif && samples.includes(index)) {
        sampled.set(index, png);
        if (sampled.size === samples.length) makeGif().catch(gifFailed);
      }
      // Not awaited: a capture must never wait for the palette (it may be the one still taking samples).
      writer.push(index, png).catch((error: unknown) => (writeError ??= error));
    };

    const browsers: Browser[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // Unblocks the capture (its CDP calls fail) and the encoders; the pools then discard the browsers.
      for (const encoder of processes) encoder.kill();
      for (const browser of browsers) browser.process()?.kill('SIGKILL');
      gifFailed(new Error('timed out'));
    }, this.options.timeoutMs);
    try {
      const lanes = this.options.lanes;
      // Round robin over the capture order: every lane helps take the samples first.
      const laneOrders = lanes.map((_, lane) =>
        order.filter((_, position) => position % lanes.length === lane),
      );
      await Promise.all(
        laneOrders
          .filter((indices) => indices.length > 0)
          .map((indices, lane) =>
            lanes[lane]!.pool.use((browser) => {
              browsers.push(browser);
              if (timedOut) browser.process()?.kill('SIGKILL');
              return lanes[lane]!.capturer.capture(browser, {
                svgs: indices.map((index) => split.frames[index]!),
                background: split.background,
                width: options.width,
                height: options.height,
                fps: options.fps,
                onFrame: (png, local) => onFrame(png, indices[local]!),
              });
            }),
          ),
      );
      await writer.idle();
      if (writeError) throw writeError;
      if (writer.written !== count) throw new Error('frames went missing between capture and encoding');
      const gifEncoder = wantsGif ? await gif : undefined;
      await Promise.all([mp4?.finish(), gifEncoder?.finish()]);
      return outputs;
    } catch (error) {
      for (const encoder of processes) encoder.kill();
      if (timedOut)
        throw new RenderError(
          `Rendering took longer than ${Math.round(this.options.timeoutMs / 1000)} s`,
          true,
          {
            cause: error,
          },
        );
      throw new RenderError(`Rendering failed: ${(error as Error).message.split('\n')[0]}`, true, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}
