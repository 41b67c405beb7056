/*
 * The GIF render benchmark (issue 7): `npm run bench -w @chalktalk/render-service` (or `make bench-render`).
 * Renders the fixed basketball play at 800x600 and 15 fps to GIF through the service's renderer (warm
 * browser, empty cache: job received to GIF stored), then a naive baseline in the same run (full Chromium,
 * one page.screenshot per frame to files, then ffmpeg), and prints one line.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser } from 'puppeteer-core';
import { renderPlayFrames } from '@chalktalk/play-render';
import { BrowserPool } from '../capture/browser-pool';
import {
  CHROMIUM_PATH,
  defaultChromiumPath,
  launchChromium,
  supportsBeginFrame,
} from '../capture/chromium-launcher';
import { BeginFrameCapturer, ScreenshotCapturer } from '../capture/frame-capturer';
import { ffmpegArgs } from '../encode/ffmpeg-args';
import { resolveFfmpegPath } from '../encode/ffmpeg-binary';
import { PlayRenderer } from '../render/play-renderer';
import { normaliseOptions } from '../render/render-options';
import { LocalFolderStorage } from '../storage/local-folder-storage';
import { benchLine } from './bench-line';
import { benchPlay, BENCH_SPEED } from './bench-play';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** As the service's RENDER_BROWSERS_PER_JOB (default 2). */
const BROWSERS_PER_JOB = Number(process.env.RENDER_BROWSERS_PER_JOB ?? 2);
const chromiumPath = process.env.CHROMIUM_PATH || defaultChromiumPath();
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH || undefined);
const baselineChromium = process.env.BASELINE_CHROMIUM_PATH || CHROMIUM_PATH;
const outDir = process.env.BENCH_OUT_DIR || join(tmpdir(), 'chalktalk-bench-render');

async function fastPath(): Promise<{ seconds: number; frames: number; gif: string }> {
  const beginFrame = supportsBeginFrame(chromiumPath);
  const lanes = Array.from({ length: BROWSERS_PER_JOB }, () => ({
    pool: new BrowserPool({
      launch: () => launchChromium({ executablePath: chromiumPath, beginFrameControl: beginFrame }),
      recycleAfter: 1000,
    }),
    capturer: beginFrame ? new BeginFrameCapturer() : new ScreenshotCapturer(),
  }));
  const play = benchPlay();
  const options = normaliseOptions({
    width: 800,
    height: 600,
    fps: 15,
    speed: BENCH_SPEED,
    formats: ['gif'],
  });
  await Promise.all(lanes.map((lane) => lane.pool.warmUp()));
  const times: number[] = [];
  let last: { frames: number; gif: string } | undefined;
  try {
    // Round 0 warms the page code paths and ffmpeg's page cache; rounds 1..N are measured, each on an empty cache.
    for (let round = 0; round <= ROUNDS; round += 1) {
      const root = join(outDir, `fast-${round}`);
      rmSync(root, { recursive: true, force: true });
      const storage = new LocalFolderStorage(root, `file://${root}`);
      const renderer = new PlayRenderer({ lanes, storage, ffmpegPath, timeoutMs: 60_000 });
      const started = performance.now();
      const result = await renderer.render(play, options);
      if (round > 0) times.push(performance.now() - started);
      last = { frames: result.frames, gif: result.gifUrl!.replace('file://', '') };
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.pool.close()));
  }
  times.sort((a, b) => a - b);
  return { seconds: times[Math.floor(times.length / 2)]! / 1000, ...last! };
}

/** The naive way: the full browser in real headless mode, page.screenshot per frame to PNG files, then ffmpeg. */
async function baseline(): Promise<number> {
  const frames = renderPlayFrames(benchPlay(), { fps: 15, speed: BENCH_SPEED, width: 800, height: 600 });
  const browser: Browser = await launchChromium({
    executablePath: baselineChromium,
    beginFrameControl: false,
  });
  const dir = mkdtempSync(join(tmpdir(), 'chalktalk-bench-baseline-'));
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 800, height: 600 });
    const started = performance.now();
    for (let i = 0; i < frames.length; i += 1) {
      await page.setContent(`<body style="margin:0">${frames[i]!.svg}</body>`);
      writeFileSync(join(dir, `${String(i).padStart(4, '0')}.png`), await page.screenshot({ type: 'png' }));
    }
    const args = ffmpegArgs('gif', 15, join(dir, 'baseline.gif'));
    const pipeAt = args.indexOf('image2pipe');
    args.splice(pipeAt - 1, 2); // read files, not a pipe
    args.splice(args.indexOf('-'), 1, join(dir, '%04d.png'));
    execFileSync(ffmpegPath, args);
    return (performance.now() - started) / 1000;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const fast = await fastPath();
  const base = await baseline();
  const bytes = statSync(fast.gif).size;
  console.log(
    benchLine({
      seconds: fast.seconds,
      baselineSeconds: base,
      frames: fast.frames,
      bytes,
      gifPath: fast.gif,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
