import { Point } from '@chalktalk/domain';

/**
 * SVG user units per field unit. The spec's line numbers (dash 2,4, shortened by 12, comments 150 by 50)
 * are screen pixels at zoom 1 in the original designer; drawing at 10 units per field unit keeps them
 * readable on every field (a basketball player is about 30 units across).
 */
export const UNIT = 10;

/** Two decimals keep the markup small and stable (no float noise between runs or platforms). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A field coordinate in SVG units, formatted. */
export const sx = (fieldValue: number): string => num(fieldValue * UNIT);

export function toSvg(point: Point): Point {
  return { x: point.x * UNIT, y: point.y * UNIT };
}
