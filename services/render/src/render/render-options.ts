export type OutputFormat = 'gif' | 'mp4' | 'png';

export interface RenderOptions {
  width: number;
  height: number;
  fps: number;
  /** Playback speed 1..5 of the player (the editor's default is 3). */
  speed: number;
  formats: OutputFormat[];
}

export const DEFAULT_RENDER_OPTIONS: RenderOptions = {
  width: 800,
  height: 600,
  fps: 15,
  speed: 3,
  formats: ['gif', 'mp4', 'png'],
};

/** Limits that keep one job's memory and time bounded whatever a client asks for. */
export const RENDER_LIMITS = { minSide: 64, maxSide: 1920, minFps: 1, maxFps: 30, maxFrames: 1800 };

/** Fills defaults and clamps a job's options into the limits (a job never fails for its options). */
export function normaliseOptions(partial: Partial<RenderOptions>): RenderOptions {
  const clamp = (value: number | undefined, fallback: number, min: number, max: number) =>
    value && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
  const formats = (partial.formats?.length ? partial.formats : DEFAULT_RENDER_OPTIONS.formats).filter(
    (format, index, all) => all.indexOf(format) === index,
  );
  return {
    width: clamp(partial.width, DEFAULT_RENDER_OPTIONS.width, RENDER_LIMITS.minSide, RENDER_LIMITS.maxSide),
    height: clamp(
      partial.height,
      DEFAULT_RENDER_OPTIONS.height,
      RENDER_LIMITS.minSide,
      RENDER_LIMITS.maxSide,
    ),
    fps: clamp(partial.fps, DEFAULT_RENDER_OPTIONS.fps, RENDER_LIMITS.minFps, RENDER_LIMITS.maxFps),
    speed: clamp(partial.speed, DEFAULT_RENDER_OPTIONS.speed, 1, 5),
    formats: [...formats].sort(),
  };
}
