/** Animation playback: speed 1 (slowest) to 5 (fastest), default 3. */
export const PLAYBACK = {
  minSpeed: 1,
  maxSpeed: 5,
  defaultSpeed: 3,
  baseFrameMs: 900,
  /** Duration factor for speeds 1..5, applied to baseFrameMs. */
  durationFactors: [4, 2, 1, 0.5, 0.25] as readonly number[],
  pauseBetweenFramesMs: 200,
  /** The title screen is skipped when the play was updated within this many units of now (unit not specified). */
  titleScreenRecentUpdate: 10,
  onionSkin: { framesBack: 2, framesForward: 2 },
  modalTransitionMs: 200,
  flyoverMs: 300,
  hoverDetailsMs: 100,
} as const;

/** Milliseconds one frame takes at a playback speed; out-of-range speeds are clamped to 1..5,
 * a non-number plays at the default speed. */
export function frameDurationMs(speed: number): number {
  const wanted = Number.isFinite(speed) ? Math.round(speed) : PLAYBACK.defaultSpeed;
  const clamped = Math.min(PLAYBACK.maxSpeed, Math.max(PLAYBACK.minSpeed, wanted));
  const factor = PLAYBACK.durationFactors[clamped - 1] ?? 1;
  return factor * PLAYBACK.baseFrameMs;
}
