import { Point } from '../../field/field-dimensions';
import { add, rotate } from '../model/geometry';
import { FieldPiece } from '../model/play.types';

/** Our default gap between players on a line piece, in field units (not in the spec). */
export const LINE_SPACING_UNITS = 3;

export function defaultLineWidth(playerCount: number): number {
  return Math.max(1, playerCount - 1) * LINE_SPACING_UNITS;
}

/** Evenly spaced spots along a line piece for n players, centred on its origin, turned with the piece. */
export function lineSlots(piece: Pick<FieldPiece, 'origin' | 'rotation' | 'width'>, n: number): Point[] {
  const spacing = n > 1 ? piece.width / (n - 1) : 0;
  return Array.from({ length: n }, (_, i) =>
    add(piece.origin, rotate({ x: (i - (n - 1) / 2) * spacing, y: 0 }, piece.rotation)),
  );
}
