import { Point } from '../../field/field-dimensions';
import { EDITOR } from '../../plays/editor-constants';
import { distance } from '../model/geometry';
import { clampInField, PlayField } from '../model/play-field';

/** A press becomes a drag once the pointer has moved more than 3 px. */
export function exceedsDragTolerance(downPx: Point, nowPx: Point): boolean {
  return distance(downPx, nowPx) > EDITOR.dragTolerancePx;
}

const NUDGE_DIRECTIONS: Record<string, Point> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

export const isNudgeKey = (key: string): boolean => key in NUDGE_DIRECTIONS;

/** How many nudges a held arrow key has produced: one at once, then one every 100 ms. */
export function nudgeCount(heldMs: number): number {
  return 1 + Math.floor(Math.max(0, heldMs) / EDITOR.nudgeIntervalMs);
}

/** Moves a point 2 field units per nudge in an arrow key's direction, clamped in the field. */
export function nudge(point: Point, key: string, field: PlayField, times = 1): Point {
  const direction = NUDGE_DIRECTIONS[key];
  if (!direction) return point;
  const step = EDITOR.nudgeUnits * times;
  return clampInField({ x: point.x + direction.x * step, y: point.y + direction.y * step }, field);
}

/** Which way the view scrolls while dragging within 30 px of its edges (-1, 0 or 1 per axis). */
export function autoscrollDirection(pointerPx: Point, viewport: { width: number; height: number }): Point {
  const edge = EDITOR.autoscrollEdgePx;
  const axis = (value: number, size: number) => (value < edge ? -1 : value > size - edge ? 1 : 0);
  return { x: axis(pointerPx.x, viewport.width), y: axis(pointerPx.y, viewport.height) };
}

export type PointerKind = 'mouse' | 'touch' | 'pen';

/** Pen-type pointer drags of a player that already moves in the frame are ignored (they draw instead). */
export function ignoresPenDrag(pointer: PointerKind, playerMovesInFrame: boolean): boolean {
  return pointer === 'pen' && playerMovesInFrame;
}
