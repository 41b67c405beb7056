import { Play } from '@chalktalk/domain';
import { frameScene, FrameSceneOptions } from './build-scene';
import { PlaySvg, SvgSize } from './play-svg';

export interface PlayFrameProps extends SvgSize, FrameSceneOptions {
  play: Play;
  frameIndex: number;
}

/** A static frame with its moves, passes, shots, options and assignments (the editor's view). */
export function PlayFrame({ play, frameIndex, width, height, ...options }: PlayFrameProps) {
  return <PlaySvg scene={frameScene(play, frameIndex, options)} width={width} height={height} />;
}
