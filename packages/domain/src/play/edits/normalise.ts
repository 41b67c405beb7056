import { renderNextFrame } from '../frames/render-next-frame';
import { FrameState, initialState } from '../frames/frame-state';
import { samePoint } from '../model/geometry';
import { moveLength, pointAlongMove } from '../model/move-path';
import { Frame, Move, Pass, Play } from '../model/play.types';

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function normaliseFrame(frame: Frame, state: FrameState): Frame {
  const positions = new Map(state.players.map((p) => [p.id, p.origin]));
  // Unchanged items keep their identity: cached paths stay valid and renderers can skip them.
  const placed: Move[] = frame.moves.map((move) => {
    const at = positions.get(move.source);
    return at && !samePoint(at, move.origin) ? { ...move, origin: at } : move;
  });
  const lengths = placed.map(moveLength);
  const longest = Math.max(0, ...lengths);
  const moves = placed.map((move, i) => {
    const lengthRatio = longest > 0 ? lengths[i]! / longest : 0;
    return move.lengthRatio === lengthRatio ? move : { ...move, lengthRatio };
  });
  const moveOf = new Map(moves.map((m) => [m.source, m]));
  const carriers = new Map(state.balls.map((b) => [b.id, b.carrier]));
  const passes: Pass[] = frame.passes.map((pass) => {
    const passer = carriers.get(pass.ball) ?? null;
    carriers.set(pass.ball, pass.target);
    const passerMove = passer !== null ? moveOf.get(passer) : undefined;
    const receiverMove = moveOf.get(pass.target);
    const start = passerMove ? clamp(pass.start, moveLength(passerMove)) : 0;
    const end = receiverMove ? clamp(pass.end, moveLength(receiverMove)) : 0;
    const origin = passerMove
      ? pointAlongMove(passerMove, start)
      : ((passer !== null ? positions.get(passer) : undefined) ?? pass.origin);
    const same = start === pass.start && end === pass.end && samePoint(origin, pass.origin);
    return same ? pass : { ...pass, start, end, origin };
  });
  const unchanged =
    moves.every((m, i) => m === frame.moves[i]) && passes.every((p, i) => p === frame.passes[i]);
  return unchanged ? frame : { ...frame, moves, passes };
}

/**
 * Keeps derived values in step after an edit: each move starts where its player stands when the
 * frame starts, lengthRatio is relative to the frame's longest move, and each pass starts on its
 * passer's path at `start` with start and end clamped to the paths they slide along.
 */
export function normalisePlay(play: Play): Play {
  let state = initialState(play);
  const frames: Frame[] = [];
  play.frames.forEach((frame, index) => {
    frames.push(normaliseFrame(frame, state));
    state = renderNextFrame({ ...play, frames }, state, index);
  });
  return frames.every((f, i) => f === play.frames[i]) ? play : { ...play, frames };
}
