import { PLAYBACK } from '../../plays/playback';
import { FrameState } from '../frames/frame-state';
import { frameStates } from '../frames/render-next-frame';
import { onionSkinEnabled } from '../model/play-field';
import { Play } from '../model/play.types';

export interface OnionLayer {
  /** Index into frame states: 0 = before frame 1, frames.length = after the last frame. */
  stateIndex: number;
  /** -2, -1 behind the shown frame; 1, 2 ahead of it. */
  offset: number;
  state: FrameState;
}

/**
 * Ghosts of the field 2 frames back and 2 forward around the frame being edited, where the sport
 * shows onion skin (football) and the play has not switched it off.
 */
export function onionSkin(play: Play, frameIndex: number): OnionLayer[] {
  if (!onionSkinEnabled(play.sport) || play.viewOptions.onionSkin === false) return [];
  const states = frameStates(play);
  const { framesBack, framesForward } = PLAYBACK.onionSkin;
  const layers: OnionLayer[] = [];
  for (let offset = -framesBack; offset <= framesForward; offset += 1) {
    const stateIndex = frameIndex + offset;
    if (offset !== 0 && stateIndex >= 0 && stateIndex < states.length)
      layers.push({ stateIndex, offset, state: states[stateIndex]! });
  }
  return layers;
}
