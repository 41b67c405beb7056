import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Animation, createAnimation, type Play } from '@chalktalk/domain';
import { captureInstants, renderPlayToSvgString } from '@chalktalk/play-render';

/**
 * Longest stretch of synchronous SVG rendering before the event loop gets a turn. Drawing a long play's frames
 * is seconds of synchronous React rendering (609 frames took 10.8 s on a loaded 2-core machine); in one piece
 * it starved the pod's Kafka heartbeats (session timeout), HTTP probes and lease renewals.
 */
export const FRAME_SLICE_MS = 20;

export interface FramePlan {
  animation: Animation;
  /** Virtual instants (ms) of the frames: one every 1000/fps ms, the end included. */
  instants: number[];
}

/** The frames a playback at `fps` and `speed` has, without drawing them (cheap: the length check comes first). */
export function planFrames(play: Play, options: { fps: number; speed: number }): FramePlan {
  const animation = createAnimation(play, options.speed, { titleScreen: false });
  return { animation, instants: captureInstants(animation, options.fps) };
}

/**
 * Each planned frame as an SVG document, exactly as @chalktalk/play-render's renderPlayFrames draws it, but in
 * slices of about FRAME_SLICE_MS with a turn of the event loop between them.
 */
export async function renderFrameSvgs(
  play: Play,
  plan: FramePlan,
  size: { width: number; height: number },
): Promise<{ t: number; svg: string }[]> {
  const frames: { t: number; svg: string }[] = [];
  let sliceStarted = performance.now();
  for (const t of plan.instants) {
    frames.push({
      t,
      svg: renderPlayToSvgString(play, t, {
        animation: plan.animation,
        width: size.width,
        height: size.height,
      }),
    });
    if (performance.now() - sliceStarted >= FRAME_SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  return frames;
}
