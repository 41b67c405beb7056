import { Point } from '@chalktalk/domain';
import { num } from './units';

const dist = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += dist(points[i - 1]!, points[i]!);
  return total;
}

/** Cuts `by` units off the end of a polyline (so a line stops short of the player it points at). */
export function shortenEnd(points: readonly Point[], by: number): Point[] {
  if (points.length < 2 || by <= 0) return [...points];
  const out = [...points];
  let remaining = by;
  while (out.length >= 2) {
    const end = out[out.length - 1]!;
    const before = out[out.length - 2]!;
    const segment = dist(before, end);
    if (segment > remaining) {
      const t = (segment - remaining) / segment;
      out[out.length - 1] = { x: before.x + (end.x - before.x) * t, y: before.y + (end.y - before.y) * t };
      return out;
    }
    remaining -= segment;
    out.pop();
    // A line shorter than the cut collapses onto its start rather than disappearing or reversing.
    if (out.length === 1) return [out[0]!, out[0]!];
  }
  return out;
}

/** The unit direction of the last non-empty segment (where an arrow head points). */
export function endDirection(points: readonly Point[]): Point {
  for (let i = points.length - 1; i > 0; i -= 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const d = dist(a, b);
    if (d > 0) return { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
  }
  return { x: 0, y: -1 };
}

export function pathData(points: readonly Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)} ${num(p.y)}`).join(' ');
}

/** A filled triangle at the tip, pointing along the line. */
export function arrowHeadPoints(tip: Point, direction: Point, length: number, halfWidth: number): string {
  const base = { x: tip.x - direction.x * length, y: tip.y - direction.y * length };
  const normal = { x: -direction.y, y: direction.x };
  return [
    tip,
    { x: base.x + normal.x * halfWidth, y: base.y + normal.y * halfWidth },
    { x: base.x - normal.x * halfWidth, y: base.y - normal.y * halfWidth },
  ]
    .map((p) => `${num(p.x)},${num(p.y)}`)
    .join(' ');
}

/** A bar across the end of the line: the pick (screen) and block head. */
export function lineHeadSegment(tip: Point, direction: Point, halfLength: number): [Point, Point] {
  const normal = { x: -direction.y, y: direction.x };
  return [
    { x: tip.x + normal.x * halfLength, y: tip.y + normal.y * halfLength },
    { x: tip.x - normal.x * halfLength, y: tip.y - normal.y * halfLength },
  ];
}

/**
 * A wave riding along a polyline (the dribble line): sampled every `step`, offset sideways by a sine of
 * the distance walked. The last `straightEnd` units run straight so the arrow head sits on the path.
 */
export function wavePoints(
  points: readonly Point[],
  amplitude: number,
  wavelength: number,
  step: number,
  straightEnd: number,
): Point[] {
  const total = polylineLength(points);
  if (total === 0 || points.length < 2) return [...points];
  const waveUntil = Math.max(0, total - straightEnd);
  const out: Point[] = [];
  let segment = 1;
  let walkedBefore = 0;
  const samples = Math.ceil(total / step);
  for (let i = 0; i <= samples; i += 1) {
    const along = Math.min(total, i * step);
    while (
      segment < points.length - 1 &&
      walkedBefore + dist(points[segment - 1]!, points[segment]!) < along
    ) {
      walkedBefore += dist(points[segment - 1]!, points[segment]!);
      segment += 1;
    }
    const a = points[segment - 1]!;
    const b = points[segment]!;
    const length = dist(a, b) || 1;
    const t = Math.min(1, Math.max(0, (along - walkedBefore) / length));
    const base = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    const offset = along <= waveUntil ? amplitude * Math.sin((2 * Math.PI * along) / wavelength) : 0;
    out.push({ x: base.x + normal.x * offset, y: base.y + normal.y * offset });
  }
  return out;
}
