import type { Spread } from './bench-stats';

/** What one benchmark run measured. */
export interface BenchFigures {
  /** Seconds per GIF on the service's path (job received to GIF stored). */
  seconds: number;
  /** Seconds of the naive baseline (page.screenshot per frame, then ffmpeg). */
  baselineSeconds: number;
  frames: number;
  bytes: number;
  gifPath: string;
}

/**
 * The one line `make bench-render` prints, in issue 7's exact format:
 * `render: <s> s per GIF, baseline <s> s, <ratio>x, <frames> frames, <bytes> bytes -> <path of the GIF>`.
 */
export function benchLine(figures: BenchFigures): string {
  const ratio = figures.baselineSeconds / figures.seconds;
  return (
    `render: ${figures.seconds.toFixed(2)} s per GIF, baseline ${figures.baselineSeconds.toFixed(2)} s, ` +
    `${ratio.toFixed(1)}x, ${figures.frames} frames, ${figures.bytes} bytes -> ${figures.gifPath}`
  );
}

/** Every round of one benchmark run, fast path and baseline measured back to back, and the machine's load. */
export interface BenchRounds {
  /** Seconds per GIF on the service's path, one per round. */
  seconds: Spread;
  /** Seconds of the baseline, one per round. */
  baselineSeconds: Spread;
  /** Baseline over fast path of the same round (both measured under the same load). */
  ratios: Spread;
  rounds: number;
  /** `os.loadavg()` (1, 5 and 15 minutes) before the first round and after the last. */
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  cores: number;
}

const span = (s: Spread, digits: number, unit: string) =>
  `min ${s.min.toFixed(digits)}${unit} median ${s.median.toFixed(digits)}${unit} max ${s.max.toFixed(digits)}${unit}`;

/**
 * The line before issue 7's: min, median and max over the rounds with the load average, because on a
 * shared machine one figure says little and only a ratio measured under the same load compares runs.
 */
export function roundsLine(r: BenchRounds): string {
  const load = (l: readonly number[]) => l.map((x) => x.toFixed(2)).join(' ');
  return (
    `render: ${r.rounds} rounds; per GIF ${span(r.seconds, 2, ' s')}; baseline ${span(r.baselineSeconds, 2, ' s')}; ` +
    `ratio ${span(r.ratios, 1, 'x')}; load average ${load(r.loadBefore)} before, ${load(r.loadAfter)} after ` +
    `(${r.cores} cores)`
  );
}

/**
 * CPU seconds per GIF of both paths (the process and its children: resvg's threads and ffmpeg; Chromium's
 * processes and ffmpeg). Wall time on a shared machine measures the share of the cores a path wins as much as
 * its work; CPU time is the work.
 */
export function cpuLine(cpu: { seconds: Spread; baselineSeconds: Spread }): string {
  return (
    `render: CPU per GIF ${span(cpu.seconds, 2, ' s')}; baseline ${span(cpu.baselineSeconds, 2, ' s')}; ` +
    `ratio of the medians ${(cpu.baselineSeconds.median / cpu.seconds.median).toFixed(1)}x`
  );
}
