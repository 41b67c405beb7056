import { renderToStaticMarkup } from 'react-dom/server';
import { Animation, Play } from '@chalktalk/domain';
import { PlayScene } from './play-scene';

export interface SvgStringOptions {
  speed?: number;
  width?: number;
  height?: number;
  titleScreen?: boolean;
  showLines?: boolean;
  /** Reuse one createAnimation across many frames of the same play (the GIF renderer). */
  animation?: Animation;
}

/** The play at instant t as a standalone SVG document string (Node or browser), e.g. for the GIF renderer. */
export function renderPlayToSvgString(play: Play, t: number, options: SvgStringOptions = {}): string {
  return renderToStaticMarkup(<PlayScene play={play} t={t} {...options} />);
}
