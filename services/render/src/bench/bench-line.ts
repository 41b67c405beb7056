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
