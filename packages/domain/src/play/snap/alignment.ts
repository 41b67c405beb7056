import { Point } from '../../field/field-dimensions';
import { EDITOR } from '../../plays/editor-constants';

export interface AlignmentSnap {
  point: Point;
  /** The x and y of the alignment lines snapped to (for drawing guides). */
  guides: { x?: number; y?: number };
}

function closestWithin(value: number, candidates: readonly number[], within: number): number | undefined {
  let best: number | undefined;
  for (const candidate of candidates) {
    const gap = Math.abs(candidate - value);
    if (gap <= within && (best === undefined || gap < Math.abs(best - value))) best = candidate;
  }
  return best;
}

/**
 * A dragged player snaps, separately on each axis, to the vertical and horizontal alignment lines
 * through the other players within 10 field units. Keyboard-driven drags never snap.
 */
export function alignmentSnap(
  point: Point,
  others: readonly Point[],
  options: { keyboard?: boolean } = {},
): AlignmentSnap {
  if (options.keyboard) return { point, guides: {} };
  const x = closestWithin(
    point.x,
    others.map((o) => o.x),
    EDITOR.alignmentSnapUnits,
  );
  const y = closestWithin(
    point.y,
    others.map((o) => o.y),
    EDITOR.alignmentSnapUnits,
  );
  const guides: AlignmentSnap['guides'] = {};
  if (x !== undefined) guides.x = x;
  if (y !== undefined) guides.y = y;
  return { point: { x: x ?? point.x, y: y ?? point.y }, guides };
}
