import { AppError } from '../../errors/app-error';
import { Frame, Play } from '../model/play.types';

export function frameAt(play: Play, index: number): Frame {
  const frame = play.frames[index];
  if (!frame) throw new AppError('G001', { message: `The play has no frame ${index + 1}.` });
  return frame;
}

/** Replaces one frame with fn(frame); throws G001 for a frame that does not exist. */
export function updateFrame(play: Play, index: number, fn: (frame: Frame) => Frame): Play {
  const frame = frameAt(play, index);
  return { ...play, frames: play.frames.map((f, i) => (i === index ? fn(frame) : f)) };
}

export function playerExists(play: Play, id: string): boolean {
  return play.initial.some((p) => p.id === id);
}

export function requirePlayer(play: Play, id: string): void {
  if (!playerExists(play, id)) throw new AppError('G004', { message: `No player ${id} in this play.` });
}
