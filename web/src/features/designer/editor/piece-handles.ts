import { playGeometry, type FieldComment, type FieldPiece, type Point } from '@chalktalk/domain';
import { UNIT } from '@chalktalk/play-render';

const { add, rotate, sub } = playGeometry;

/** Field units between a piece's top edge and its rotation handle (ours): clear of the piece, close enough to see. */
export const ROTATION_HANDLE_GAP = 2.5;

/** Where a selected piece's rotation handle sits: above its top edge, turned with the piece. */
export function rotationHandleOf(piece: Pick<FieldPiece, 'origin' | 'rotation' | 'height'>): Point {
  return add(piece.origin, rotate({ x: 0, y: -(piece.height / 2 + ROTATION_HANDLE_GAP) }, piece.rotation));
}

/** A point in a piece's own frame (origin at its centre, unrotated). */
function local(piece: Pick<FieldPiece, 'origin' | 'rotation'>, point: Point): Point {
  return rotate(sub(point, piece.origin), -piece.rotation);
}

/** Whether a point lies in a piece's box (width x height around its origin), as turned on the field. */
export function insidePiece(
  piece: Pick<FieldPiece, 'origin' | 'rotation' | 'width' | 'height'>,
  point: Point,
): boolean {
  const p = local(piece, point);
  return Math.abs(p.x) <= piece.width / 2 && Math.abs(p.y) <= piece.height / 2;
}

/*
 * Field comments are drawn from their origin as the top-left corner, width x height in SVG units
 * (UNIT per field unit; play-render's FieldCommentGlyph).
 */

export function insideComment(comment: FieldComment, point: Point): boolean {
  const dx = point.x - comment.origin.x;
  const dy = point.y - comment.origin.y;
  return dx >= 0 && dy >= 0 && dx <= comment.width / UNIT && dy <= comment.height / UNIT;
}

/** The resize handle of a selected comment: its bottom-right corner. */
export function commentResizeHandleOf(comment: FieldComment): Point {
  return { x: comment.origin.x + comment.width / UNIT, y: comment.origin.y + comment.height / UNIT };
}

/** The size that puts a comment's bottom-right corner at a point (the domain edit clamps it). */
export function commentSizeTo(comment: FieldComment, corner: Point): { width: number; height: number } {
  return { width: (corner.x - comment.origin.x) * UNIT, height: (corner.y - comment.origin.y) * UNIT };
}
