import { AppError } from '../../errors/app-error';
import { Frame, Play } from '../model/play.types';
import { frameAt, updateFrame } from './frame-access';
import { normalisePlay } from './normalise';

export type FrameItemKind = 'moves' | 'passes' | 'shots' | 'options' | 'assignments' | 'fieldComments';

/** Removes one item from a frame; removing a zone move also removes its area. */
export function removeFrameItem(play: Play, frameIndex: number, kind: FrameItemKind, id: string): Play {
  const list = frameAt(play, frameIndex)[kind] as readonly { id: string }[];
  if (!list.some((item) => item.id === id)) {
    throw kind === 'fieldComments'
      ? new AppError('P003')
      : new AppError('G004', { message: `No ${kind} item ${id}.` });
  }
  const next = updateFrame(play, frameIndex, (frame): Frame => ({
    ...frame,
    [kind]: list.filter((item) => item.id !== id),
  }));
  const pieces = kind === 'moves' ? next.fieldPieces.filter((p) => p.moveId !== id) : next.fieldPieces;
  return normalisePlay({ ...next, fieldPieces: pieces });
}
