import { AppError } from '../../errors/app-error';
import { emptyFrame, Play } from '../model/play.types';
import { normalisePlay } from './normalise';

/** Inserts an empty frame after `afterIndex`, or at the end without one. */
export function addFrame(play: Play, afterIndex?: number): Play {
  const at =
    afterIndex === undefined
      ? play.frames.length
      : Math.min(Math.max(afterIndex, -1), play.frames.length - 1) + 1;
  const frames = [...play.frames.slice(0, at), emptyFrame(), ...play.frames.slice(at)];
  // Pieces drawn in later frames keep belonging to the same frame after the insert.
  const fieldPieces = play.fieldPieces.map((p) =>
    p.frameIdx !== undefined && p.frameIdx >= at ? { ...p, frameIdx: p.frameIdx + 1 } : p,
  );
  return normalisePlay({ ...play, frames, fieldPieces });
}

/** Removes a frame and what was drawn in it; a play always keeps one frame. */
export function removeFrame(play: Play, index: number): Play {
  if (!play.frames[index]) throw new AppError('G001', { message: `The play has no frame ${index + 1}.` });
  if (play.frames.length === 1)
    return {
      ...play,
      frames: [emptyFrame()],
      fieldPieces: play.fieldPieces.filter((p) => p.frameIdx !== 0 || p.onAllFrames),
    };
  const frames = play.frames.filter((_, i) => i !== index);
  const fieldPieces = play.fieldPieces
    .filter((p) => p.frameIdx !== index || p.onAllFrames)
    .map((p) => (p.frameIdx !== undefined && p.frameIdx > index ? { ...p, frameIdx: p.frameIdx - 1 } : p));
  return normalisePlay({ ...play, frames, fieldPieces });
}

/** The frame to show when asked for `index`: clamped to the play's frames. */
export function clampFrameIndex(play: Pick<Play, 'frames'>, index: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), play.frames.length - 1);
}
