import { Point } from '../../field/field-dimensions';
import { EDITOR } from '../../plays/editor-constants';
import { add, distance, distanceToSegment, rotate } from '../model/geometry';
import { isLinePieceType } from '../model/piece-types';
import { FieldPiece } from '../model/play.types';

/** The two ends of a line piece. */
export function lineEnds(piece: Pick<FieldPiece, 'origin' | 'rotation' | 'width'>): [Point, Point] {
  const half = rotate({ x: piece.width / 2, y: 0 }, piece.rotation);
  return [add(piece.origin, { x: -half.x, y: -half.y }), add(piece.origin, half)];
}

/**
 * The line piece a move end attaches to (its target line) when dropped within 30 px of it, at the
 * current scale of pxPerUnit screen pixels per field unit; the nearest one wins.
 */
export function snapMoveEndToLine(
  end: Point,
  pieces: readonly FieldPiece[],
  pxPerUnit: number,
): string | null {
  let best: string | null = null;
  let bestPx: number = EDITOR.lineSnapPx;
  for (const piece of pieces) {
    if (!isLinePieceType(piece.type)) continue;
    const [a, b] = lineEnds(piece);
    const px = distanceToSegment(end, a, b) * pxPerUnit;
    if (px <= bestPx) {
      best = piece.id;
      bestPx = px;
    }
  }
  return best;
}

/** A pen stroke's end snaps to the nearest target within 30 px, or stays where it is. */
export function penSnap<T extends { origin: Point }>(
  point: Point,
  targets: readonly T[],
  pxPerUnit: number,
): T | null {
  let best: T | null = null;
  let bestPx: number = EDITOR.penSnapPx;
  for (const target of targets) {
    const px = distance(point, target.origin) * pxPerUnit;
    if (px <= bestPx) {
      best = target;
      bestPx = px;
    }
  }
  return best;
}
