import { Animation, createAnimation, Play, PLAYBACK } from '@chalktalk/domain';
import { sceneAt } from './build-scene';
import { PlaySvg, SvgSize } from './play-svg';

export interface PlaySceneProps extends SvgSize {
  play: Play;
  /** Milliseconds from the start of playback. */
  t: number;
  /** Playback speed 1..5 (default 3). */
  speed?: number;
  titleScreen?: boolean;
  showLines?: boolean;
  /** A createAnimation(play, speed, { titleScreen }) made once, so each tick only interpolates. */
  animation?: Animation;
}

/** The play at instant t of its animation (stateAt), drawn as SVG. A pure function of its props. */
export function PlayScene({
  play,
  t,
  speed,
  titleScreen,
  showLines,
  animation,
  width,
  height,
}: PlaySceneProps) {
  const timeline =
    animation ?? createAnimation(play, speed ?? PLAYBACK.defaultSpeed, { titleScreen: titleScreen ?? false });
  return <PlaySvg scene={sceneAt(play, timeline, t, { showLines })} width={width} height={height} />;
}
