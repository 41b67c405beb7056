import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMove, playTesting } from '@chalktalk/domain';
import { renderPlayFrames } from '@chalktalk/play-render';
import { BrowserPool } from '../src/capture/browser-pool';
import { defaultChromiumPath, launchChromium, supportsBeginFrame } from '../src/capture/chromium-launcher';
import { BeginFrameCapturer, ScreenshotCapturer } from '../src/capture/frame-capturer';
import { PlayRenderer } from '../src/render/play-renderer';
import { normaliseOptions } from '../src/render/render-options';
import { RenderError } from '../src/render/render.errors';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';

const chromium = process.env.CHROMIUM_PATH || defaultChromiumPath();
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

describe('PlayRenderer with real Chromium and ffmpeg', () => {
  jest.setTimeout(90_000);
  const root = mkdtempSync(join(tmpdir(), 'render-int-'));
  const storage = new LocalFolderStorage(root, `file://${root}`);
  const pool = new BrowserPool({
    launch: () =>
      launchChromium({ executablePath: chromium, beginFrameControl: supportsBeginFrame(chromium) }),
    recycleAfter: 2,
  });
  const capturer = () => (supportsBeginFrame(chromium) ? new BeginFrameCapturer() : new ScreenshotCapturer());
  const secondPool = new BrowserPool({
    launch: () =>
      launchChromium({ executablePath: chromium, beginFrameControl: supportsBeginFrame(chromium) }),
    recycleAfter: 5,
  });
  // Two lanes, as in production: each browser captures a stretch of the frames.
  const renderer = new PlayRenderer({
    lanes: [
      { pool, capturer: capturer() },
      { pool: secondPool, capturer: capturer() },
    ],
    storage,
    ffmpegPath: ffmpeg,
    timeoutMs: 60_000,
  });
  afterAll(async () => {
    await renderer.close();
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

  it('captures every frame again on the reused page of the next job (virtual time keeps moving forward)', async () => {
    const next = addMove(play, 0, { id: 'm4', source: 'a2', anchors: [{ x: 40, y: 5 }] });
    const result = await renderer.render(next, normaliseOptions({ ...options, formats: ['gif'] }));
    expect(result.cached).toBe(false);
    expect(distinctFrames(result.gifUrl!.replace('file://', ''))).toBe(4);
  });

  it('captures on a virtual clock: the same play rendered again (no cache) gives the same GIF byte for byte', async () => {
    const otherRoot = mkdtempSync(join(tmpdir(), 'render-int-again-'));
    try {
      // Same browsers (their pages' clocks have moved on), a storage where nothing is cached yet.
      const again = new PlayRenderer({
        lanes: [
          { pool, capturer: capturer() },
          { pool: secondPool, capturer: capturer() },
        ],
        storage: new LocalFolderStorage(otherRoot, `file://${otherRoot}`),
        ffmpegPath: ffmpeg,
        timeoutMs: 60_000,
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
    // What the web's PlayScene draws at each captured instant, photographed the naive way (full page, no
    // begin-frame control, no split background layer, no palette).
    const screens = renderPlayFrames(play, { fps: options.fps, speed: options.speed, width, height });
    const plain = await launchChromium({ executablePath: chromium, beginFrameControl: false });
    const shots: Buffer[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'render-int-screen-'));
    try {
      const page = await plain.newPage();
      await page.setViewport({ width, height });
      for (const [i, frame] of screens.entries()) {
        await page.setContent(`<body style="margin:0;background:#fff">${frame.svg}</body>`);
        const file = join(dir, `${i}.png`);
        writeFileSync(file, await page.screenshot({ type: 'png' }));
        shots.push(rgbFrames(file, width, height)[0]!);
      }
    } finally {
      await plain.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const gif = rgbFrames(result.gifUrl!.replace('file://', ''), width, height);
    expect(gif).toHaveLength(screens.length);
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

  it('fails an invalid play at once with a reason a user can read', async () => {
    await expect(renderer.render({ nonsense: true }, options)).rejects.toEqual(
      expect.objectContaining({ retryable: false, reason: expect.stringMatching(/cannot be drawn/) }),
    );
    await expect(renderer.render(null, options)).rejects.toBeInstanceOf(RenderError);
  });

  it('relaunches the browser after it crashes', async () => {
    await pool.use(async (browser) => {
      browser.process()?.kill('SIGKILL');
    });
    const other = addMove(play, 0, { id: 'm2', source: 'a2', anchors: [{ x: 5, y: 5 }] });
    const result = await renderer.render(other, normaliseOptions({ ...options, formats: ['gif'] }));
    expect(result.cached).toBe(false);
    expect(ffprobeFrames(result.gifUrl!.replace('file://', ''))).toBe(4);
  });

  it('aborts a job that exceeds its timeout with a retryable reason', async () => {
    const slow = new PlayRenderer({
      lanes: [{ pool, capturer: capturer() }],
      storage,
      ffmpegPath: ffmpeg,
      timeoutMs: 1,
    });
    const other = addMove(play, 0, { id: 'm3', source: 'd1', anchors: [{ x: 40, y: 40 }] });
    await expect(slow.render(other, options)).rejects.toEqual(
      expect.objectContaining({ retryable: true, reason: expect.stringMatching(/longer than/) }),
    );
  });
});
