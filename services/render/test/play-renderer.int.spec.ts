import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addComment, addMove, addPlayer, type Play, playTesting } from '@chalktalk/domain';
import { renderPlayFrames } from '@chalktalk/play-render';
import { openEditorScreenshots } from '../src/bench/editor-screenshots';
import { resolveSansSerifFonts } from '../src/raster/sans-serif-fonts';
import { PlayRenderer } from '../src/render/play-renderer';
import { normaliseOptions, type RenderOptions } from '../src/render/render-options';
import { RenderError } from '../src/render/render.errors';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';

const ffmpeg = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

function ffprobeFrames(path: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=nb_read_frames,codec_name,width,height',
    '-of',
    'json',
    path,
  ]).toString();
  const stream = (JSON.parse(out) as { streams: { nb_read_frames: string }[] }).streams[0]!;
  return Number(stream.nb_read_frames);
}

/** Distinct pictures among a video's frames (ffmpeg framemd5): a frozen capture gives 1. */
function distinctFrames(path: string): number {
  const lines = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'framemd5', '-'])
    .toString()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  return new Set(lines.map((line) => line.split(',').at(-1)!.trim())).size;
}

/** Codec, pixel format and size of a video's first stream. */
function videoStream(path: string): { codec_name: string; pix_fmt: string; width: number; height: number } {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,pix_fmt,width,height',
    '-of',
    'json',
    path,
  ]).toString();
  return (JSON.parse(out) as { streams: ReturnType<typeof videoStream>[] }).streams[0]!;
}

/** Every frame of a picture file as RGB bytes at its size (ffmpeg decodes GIF, PNG and MP4 alike). */
function rgbFrames(path: string, width: number, height: number): Buffer[] {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const size = width * height * 3;
  return Array.from({ length: raw.length / size }, (_, i) => raw.subarray(i * size, (i + 1) * size));
}

/**
 * Share of pixels (0 to 1) that two RGB pictures draw clearly differently (some channel off by more than 64):
 * palette rounding and dithering stay under that, a piece drawn elsewhere does not.
 */
function differingShare(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error(`pictures of different sizes: ${a.length} vs ${b.length} bytes`);
  let differing = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (
      Math.abs(a[i]! - b[i]!) > 64 ||
      Math.abs(a[i + 1]! - b[i + 1]!) > 64 ||
      Math.abs(a[i + 2]! - b[i + 2]!) > 64
    )
      differing += 1;
  }
  return differing / (a.length / 3);
}

/** What the editor's PlayScene draws at each frame's instant, screenshotted plainly in Chromium (the screen). */
async function screens(play: Play, options: RenderOptions): Promise<Buffer[]> {
  const { width, height } = options;
  const frames = renderPlayFrames(play, { fps: options.fps, speed: options.speed, width, height });
  const shots: Buffer[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'render-int-screen-'));
  const screenshots = await openEditorScreenshots({ width, height });
  try {
    for (const [i, frame] of frames.entries()) {
      const file = join(dir, `${i}.png`);
      writeFileSync(file, await screenshots.shoot(frame.svg));
      shots.push(rgbFrames(file, width, height)[0]!);
    }
  } finally {
    await screenshots.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return shots;
}

/** fontconfig's serif face: a wrong font for play-render's sans-serif text. */
function serifFonts() {
  const file = execFileSync('fc-match', ['-f', '%{file}', 'serif']).toString();
  const family = execFileSync('fc-match', ['-f', '%{family[0]}', 'serif']).toString();
  return { files: [file], family };
}

describe('PlayRenderer with resvg and real ffmpeg', () => {
  jest.setTimeout(120_000);
  const root = mkdtempSync(join(tmpdir(), 'render-int-'));
  const storage = new LocalFolderStorage(root, `file://${root}`);
  const fonts = resolveSansSerifFonts();
  const renderers: PlayRenderer[] = [];
  const rendererWith = (overrides: Partial<ConstructorParameters<typeof PlayRenderer>[0]> = {}) => {
    const renderer = new PlayRenderer({
      fonts,
      parallelFrames: 2,
      storage,
      ffmpegPath: ffmpeg,
      timeoutMs: 60_000,
      ...overrides,
    });
    renderers.push(renderer);
    return renderer;
  };
  const renderer = rendererWith();
  afterAll(async () => {
    await Promise.all(renderers.map((r) => r.close()));
    rmSync(root, { recursive: true, force: true });
  });

  // One frame at speed 5 lasts 225 ms: at 10 fps, instants 0,100,200 and the end = 4 frames.
  const play = addMove(playTesting.passingPlay(), 0, { id: 'm1', source: 'a1', anchors: [{ x: 25, y: 30 }] });
  const options = normaliseOptions({ width: 320, height: 240, fps: 10, speed: 5 });

  it('renders a GIF, an MP4 and a poster, then serves the same play from the cache', async () => {
    const first = await renderer.render(play, options);
    expect(first.cached).toBe(false);
    expect(first.frames).toBe(4);
    const gif = first.gifUrl!.replace('file://', '');
    expect(readFileSync(gif).subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(ffprobeFrames(gif)).toBe(4);
    expect(distinctFrames(gif)).toBe(4);
    const mp4 = first.mp4Url!.replace('file://', '');
    expect(ffprobeFrames(mp4)).toBe(4);
    expect(videoStream(mp4)).toEqual({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 320, height: 240 });
    const poster = readFileSync(first.posterUrl!.replace('file://', ''));
    expect(poster.subarray(1, 4).toString('latin1')).toBe('PNG');

    const again = await renderer.render({ ...play, lastUpdated: new Date('2030-01-01') }, options);
    expect(again).toMatchObject({ cached: true, hash: first.hash, gifUrl: first.gifUrl, renderMs: 0 });
  });

  it('is deterministic: the same play rendered again (no cache, another renderer) gives the same GIF byte for byte', async () => {
    const otherRoot = mkdtempSync(join(tmpdir(), 'render-int-again-'));
    try {
      const again = rendererWith({
        storage: new LocalFolderStorage(otherRoot, `file://${otherRoot}`),
        parallelFrames: 3,
      });
      const gifOnly = normaliseOptions({ ...options, formats: ['gif'] });
      const first = await renderer.render(play, gifOnly);
      const second = await again.render(play, gifOnly);
      expect(second.cached).toBe(false);
      expect(second.hash).toBe(first.hash);
      expect(readFileSync(second.gifUrl!.replace('file://', ''))).toEqual(
        readFileSync(first.gifUrl!.replace('file://', '')),
      );
    } finally {
      rmSync(otherRoot, { recursive: true, force: true });
    }
  });

  it('matches the screen: every GIF frame and the poster look like the editor SVG of that instant, screenshotted plainly', async () => {
    const { width, height } = options;
    const result = await renderer.render(play, options);
    const shots = await screens(play, options);
    const gif = rgbFrames(result.gifUrl!.replace('file://', ''), width, height);
    expect(gif).toHaveLength(shots.length);
    const poster = rgbFrames(result.posterUrl!.replace('file://', ''), width, height)[0]!;
    const diffs = gif.map((frame, i) => differingShare(frame, shots[i]!));
    const across = differingShare(shots[0]!, shots.at(-1)!);
    console.info(
      `matches the screen: poster ${differingShare(poster, shots[0]!).toFixed(4)}, frames ${diffs.map((d) => d.toFixed(4)).join(' ')}, first vs last screen ${across.toFixed(4)}`,
    );
    expect(differingShare(poster, shots[0]!)).toBeLessThan(0.0005);
    diffs.forEach((d) => expect(d).toBeLessThan(0.0005));
    // The check can fail: the players move, so the first and last screens differ far beyond the tolerance.
    expect(across).toBeGreaterThan(0.0005 * 5);
  });

  describe('text matches the screen (comments, jersey numbers, roles) at the export size', () => {
    // Three lines of comment in the first frame, two in the second; numbers on everyone, a role on one.
    let textPlay = addPlayer(playTesting.passingPlay(2), {
      id: 'o1',
      type: 'ORANGEPLAYER',
      origin: { x: 40, y: 25 },
    });
    textPlay = addComment(textPlay, 0, {
      text: 'Screen left, then cut hard to the rim: 3 seconds!',
      origin: { x: 8, y: 22 },
    });
    textPlay = addComment(textPlay, 1, {
      text: 'Kick out to 2 for the corner three',
      origin: { x: 28, y: 4 },
    });
    textPlay = addPlayer(textPlay, { id: 'pg', type: 'BLUEPLAYER', origin: { x: 14, y: 9 }, role: 'PG' });
    textPlay = addMove(textPlay, 0, { id: 'm1', source: 'a1', anchors: [{ x: 30, y: 28 }] });
    textPlay = addMove(textPlay, 1, { id: 'm2', source: 'd1', anchors: [{ x: 12, y: 30 }] });
    const textOptions = normaliseOptions({
      width: 800,
      height: 600,
      fps: 4,
      speed: 5,
      formats: ['gif', 'png'],
    });
    /**
     * At most this share of a frame's pixels off by more than 64: glyph edges, where Chromium hints and resvg
     * does not. Measured: 0.045 % with the baselines on Chromium's pixel rows, 0.105 % without that rounding
     * (text half a pixel low), 0.44 % in a serif face.
     */
    const TEXT_TOLERANCE = 0.0008;
    let shots: Buffer[];
    beforeAll(async () => {
      shots = await screens(textPlay, textOptions);
    });

    /** The share of differing pixels per frame between the GIF of the text play drawn in `drawnWith` and the screens. */
    async function offScreen(drawnWith: { files: string[]; family: string }): Promise<number[]> {
      const dir = mkdtempSync(join(tmpdir(), 'render-int-text-'));
      try {
        const result = await rendererWith({
          fonts: drawnWith,
          storage: new LocalFolderStorage(dir, `file://${dir}`),
        }).render(textPlay, textOptions);
        const frames = rgbFrames(result.gifUrl!.replace('file://', ''), 800, 600);
        expect(frames).toHaveLength(shots.length);
        return frames.map((frame, i) => differingShare(frame, shots[i]!));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('draws every label and comment in the same font and on the same pixel rows as Chromium', async () => {
      const diffs = await offScreen(fonts);
      console.info(`text matches the screen at 800x600: frames ${diffs.map((d) => d.toFixed(5)).join(' ')}`);
      diffs.forEach((d) => expect(d).toBeLessThan(TEXT_TOLERANCE));
    });

    it('would notice a wrong font: the serif face is far off the screen', async () => {
      const diffs = await offScreen(serifFonts());
      console.info(`text in a serif face: frames ${diffs.map((d) => d.toFixed(5)).join(' ')}`);
      expect(Math.max(...diffs)).toBeGreaterThan(TEXT_TOLERANCE * 2);
    });
  });

  it('fails an invalid play at once with a reason a user can read', async () => {
    await expect(renderer.render({ nonsense: true }, options)).rejects.toEqual(
      expect.objectContaining({ retryable: false, reason: expect.stringMatching(/cannot be drawn/) }),
    );
    await expect(renderer.render(null, options)).rejects.toBeInstanceOf(RenderError);
  });

  it('fails a job whose encoder cannot run with a retryable reason', async () => {
    const broken = rendererWith({ ffmpegPath: join(root, 'no-such-ffmpeg') });
    const other = addMove(play, 0, { id: 'm2', source: 'a2', anchors: [{ x: 5, y: 5 }] });
    await expect(broken.render(other, options)).rejects.toEqual(
      expect.objectContaining({ retryable: true, reason: expect.stringMatching(/^Rendering failed: /) }),
    );
  });

  it('aborts a job that exceeds its timeout with a retryable reason', async () => {
    const slow = rendererWith({ timeoutMs: 1 });
    const other = addMove(play, 0, { id: 'm3', source: 'd1', anchors: [{ x: 40, y: 40 }] });
    await expect(slow.render(other, options)).rejects.toEqual(
      expect.objectContaining({ retryable: true, reason: expect.stringMatching(/longer than/) }),
    );
  });
});
