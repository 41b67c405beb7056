import { FrameNotANumberError, isCoordinate } from '../../errors/frame-errors';
import { Point } from '../../field/field-dimensions';
import { Play } from '../model/play.types';

function badPoint(point: Point | undefined, path: string): string | null {
  if (!point) return null;
  if (!isCoordinate(point.x)) return `${path}.x`;
  if (!isCoordinate(point.y)) return `${path}.y`;
  return null;
}

function firstBad(checks: Iterable<string | null>): string | null {
  for (const check of checks) if (check !== null) return check;
  return null;
}

function* frameChecks(play: Play, index: number): Generator<string | null> {
  const frame = play.frames[index]!;
  const number = (value: number, path: string) => (isCoordinate(value) ? null : path);
  for (const [i, move] of frame.moves.entries()) {
    yield badPoint(move.origin, `moves[${i}].origin`);
    for (const [a, anchor] of move.anchors.entries()) yield badPoint(anchor, `moves[${i}].anchors[${a}]`);
  }
  for (const [i, pass] of frame.passes.entries()) {
    yield number(pass.start, `passes[${i}].start`);
    yield number(pass.end, `passes[${i}].end`);
    yield badPoint(pass.origin, `passes[${i}].origin`);
  }
  for (const [i, comment] of frame.fieldComments.entries()) {
    yield badPoint(comment.origin, `fieldComments[${i}].origin`);
    yield number(comment.width, `fieldComments[${i}].width`);
    yield number(comment.height, `fieldComments[${i}].height`);
  }
  for (const [i, piece] of play.fieldPieces.entries()) {
    if (piece.frameIdx !== index || piece.onAllFrames) continue;
    yield badPoint(piece.origin, `fieldPieces[${i}].origin`);
    yield number(piece.width, `fieldPieces[${i}].width`);
    yield number(piece.height, `fieldPieces[${i}].height`);
  }
  if (index === 0) {
    for (const [i, ball] of play.balls.entries()) yield badPoint(ball.origin, `balls[${i}].origin`);
  }
}

/** The not-a-number error for a frame, or null when every coordinate in it is a number. */
export function frameNotANumber(play: Play, index: number): FrameNotANumberError | null {
  const path = firstBad(frameChecks(play, index));
  return path === null ? null : new FrameNotANumberError(index, path);
}

/** Throws the first frame's not-a-number error (with its frame index). */
export function assertFramesAreNumbers(play: Play): void {
  for (let index = 0; index < play.frames.length; index += 1) {
    const error = frameNotANumber(play, index);
    if (error) throw error;
  }
}
