/*
 * The GIF render benchmark (issues 7 and 12): `npm run bench -w @chalktalk/render-service` (or `make bench-render`).
 * Renders the fixed basketball play at 800x600 and 15 fps to GIF through the service's renderer (empty cache:
 * job received to GIF stored) and, right after it in the same round, the naive baseline (full Chromium, one
 * page.screenshot per frame to files, then ffmpeg). One unmeasured round first pays the first-run costs of a
 * fresh clone (the native module and fonts read from disk, Chromium's first profile and font cache), then
 * BENCH_ROUNDS rounds are measured. Prints min, median and max of the wall time with the load average, the
 * CPU time of both paths (the work, whatever the load), then issue 7's line with the medians.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderPlayFrames } from '@chalktalk/play-render';
import { DEFAULT_FRAME_THREADS } from '../config';
import { resolveFfmpegPath } from '../encode/ffmpeg-binary';
import { resolveSansSerifFonts } from '../raster/sans-serif-fonts';
import { DrawThread } from '../render/draw-thread';
import { PlayRenderer } from '../render/play-renderer';
import { normaliseOptions } from '../render/render-options';
import { LocalFolderStorage } from '../storage/local-folder-storage';
import { benchLine, cpuLine, roundsLine } from './bench-line';
import { benchPlay, BENCH_SPEED } from './bench-play';
import { spread } from './bench-stats';
import { openEditorScreenshots } from './editor-screenshots';
import { treeCpuSeconds } from './process-cpu';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FRAME_THREADS = Number(process.env.RENDER_FRAME_THREADS ?? DEFAULT_FRAME_THREADS);
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH || undefined);
const outDir = process.env.BENCH_OUT_DIR || join(tmpdir(), 'chalktalk-bench-render');
const SIZE = { width: 800, height: 600 };
const FPS = 15;

const play = benchPlay();
const fonts = resolveSansSerifFonts();
/** One draw thread for every round, as a pod's renderer keeps its own. */
const drawThread = new DrawThread();

/** The service's path: a renderer with an empty storage renders the play to GIF. */
async function fastPath(
  round: number,
): Promise<{ seconds: number; cpuSeconds: number; frames: number; gif: string }> {
  const root = join(outDir, `fast-${round}`);
  rmSync(root, { recursive: true, force: true });
  const renderer = new PlayRenderer({
    fonts,
    drawThread,
    parallelFrames: FRAME_THREADS,
    storage: new LocalFolderStorage(root, `file://${root}`),
    ffmpegPath,
    timeoutMs: 60_000,
  });
  const options = normaliseOptions({ ...SIZE, fps: FPS, speed: BENCH_SPEED, formats: ['gif'] });
  const cpuBefore = treeCpuSeconds();
  const started = performance.now();
  const result = await renderer.render(play, options);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: treeCpuSeconds() - cpuBefore,
    frames: result.frames,
    gif: result.gifUrl!.replace('file://', ''),
  };
}

/**
 * The naive way: the editor's SVG screenshotted frame by frame to PNG files, then one ffmpeg that makes the
 * palette from every frame and applies it (timed from the first frame; the browser's launch is not counted).
 */
async function baseline(): Promise<{ seconds: number; cpuSeconds: number }> {
  const frames = renderPlayFrames(play, { fps: FPS, speed: BENCH_SPEED, ...SIZE });
  const screenshots = await openEditorScreenshots(SIZE);
  const dir = mkdtempSync(join(tmpdir(), 'chalktalk-bench-baseline-'));
  try {
    const cpuBefore = treeCpuSeconds();
    const started = performance.now();
    for (const [i, frame] of frames.entries())
      writeFileSync(join(dir, `${String(i).padStart(4, '0')}.png`), await screenshots.shoot(frame.svg));
    execFileSync(ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', join(dir, '%04d.png')],
      '-filter_complex',
      '[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle',
      ...['-loop', '0', '-f', 'gif', join(dir, 'baseline.gif')],
    ]);
    return { seconds: (performance.now() - started) / 1000, cpuSeconds: treeCpuSeconds() - cpuBefore };
  } finally {
    await screenshots.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  // Round 0 pays the first-run costs and is not counted; its figures show what they are.
  const warmUp = { fast: (await fastPath(0)).seconds, baseline: (await baseline()).seconds };
  console.log(
    `render: warm-up round (not counted): ${warmUp.fast.toFixed(2)} s per GIF, baseline ${warmUp.baseline.toFixed(2)} s`,
  );
  const loadBefore = loadavg();
  const seconds: number[] = [];
  const baselineSeconds: number[] = [];
  const cpuSeconds: number[] = [];
  const baselineCpuSeconds: number[] = [];
  let last: { frames: number; gif: string } | undefined;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const fast = await fastPath(round);
    const naive = await baseline();
    seconds.push(fast.seconds);
    cpuSeconds.push(fast.cpuSeconds);
    baselineSeconds.push(naive.seconds);
    baselineCpuSeconds.push(naive.cpuSeconds);
    last = fast;
  }
  const ratios = seconds.map((s, i) => baselineSeconds[i]! / s);
  const median = { fast: spread(seconds).median, baseline: spread(baselineSeconds).median };
  console.log(
    roundsLine({
      rounds: ROUNDS,
      seconds: spread(seconds),
      baselineSeconds: spread(baselineSeconds),
      ratios: spread(ratios),
      loadBefore,
      loadAfter: loadavg(),
      cores: cpus().length,
    }),
  );
  console.log(cpuLine({ seconds: spread(cpuSeconds), baselineSeconds: spread(baselineCpuSeconds) }));
  console.log(
    benchLine({
      seconds: median.fast,
      baselineSeconds: median.baseline,
      frames: last!.frames,
      bytes: statSync(last!.gif).size,
      gifPath: last!.gif,
    }),
  );
}

main()
  .finally(() => drawThread.close())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
