import { Animation, createAnimation, Play, PLAYBACK } from '@chalktalk/domain';
import { renderPlayToSvgString } from './render-to-svg-string';

/**
 * The instants a capture at `fps` takes of a whole playback: 0, 1/fps, ... up to and including the end,
 * so the last captured frame shows the final positions. Virtual time: nothing here waits.
 */
export function captureInstants(animation: Pick<Animation, 'timeline'>, fps: number): number[] {
  if (!(fps > 0)) throw new RangeError('fps must be a positive number');
  const total = animation.timeline.totalMs;
  const count = Math.floor((total * fps) / 1000);
  const instants = Array.from({ length: count + 1 }, (_, i) => (i * 1000) / fps);
  if (instants[instants.length - 1]! < total) instants.push(total);
  return instants;
}

export interface RenderFramesOptions {
  fps: number;
  speed?: number;
  titleScreen?: boolean;
  width?: number;
  height?: number;
}

/** Every captured frame of a play's playback as SVG documents (one shared animation), for GIF and MP4 export. */
export function renderPlayFrames(play: Play, options: RenderFramesOptions): { t: number; svg: string }[] {
  const animation = createAnimation(play, options.speed ?? PLAYBACK.defaultSpeed, {
    titleScreen: options.titleScreen ?? false,
  });
  return captureInstants(animation, options.fps).map((t) => ({
    t,
    svg: renderPlayToSvgString(play, t, { animation, width: options.width, height: options.height }),
  }));
}
