import { Point } from '../../field/field-dimensions';

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});
export const samePoint = (a: Point, b: Point): boolean => a.x === b.x && a.y === b.y;

/** Rotates an offset by degrees (clockwise on screen, where y grows downwards). */
export function rotate(offset: Point, degrees: number): Point {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return { x: offset.x * cos - offset.y * sin, y: offset.x * sin + offset.y * cos };
}

/** The closest point of segment a-b to p, and how far along the segment (0..1) it lies. */
export function projectOnSegment(p: Point, a: Point, b: Point): { point: Point; t: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  if (lengthSq === 0) return { point: a, t: 0 };
  const t = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSq));
  return { point: lerp(a, b, t), t };
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  return distance(p, projectOnSegment(p, a, b).point);
}

/** Steps per span when a curved move is flattened; enough that the polyline is visually smooth. */
const CURVE_STEPS = 12;

/**
 * A centripetal-free (uniform) Catmull-Rom spline through every point, flattened to a polyline.
 * It passes through each anchor, so the player still ends exactly on the last anchor.
 */
export function smoothCurve(points: readonly Point[]): Point[] {
  if (points.length < 3) return [...points];
  const out: Point[] = [points[0]!];
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let step = 1; step <= CURVE_STEPS; step += 1) {
      const t = step / CURVE_STEPS;
      const t2 = t * t;
      const t3 = t2 * t;
      const coordinate = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push({ x: coordinate(p0.x, p1.x, p2.x, p3.x), y: coordinate(p0.y, p1.y, p2.y, p3.y) });
    }
  }
  return out;
}

export function polylineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += distance(points[i - 1]!, points[i]!);
  return total;
}

/** The point at a distance along a polyline; clamped to its ends. */
export function pointAtDistance(points: readonly Point[], along: number): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  let remaining = Math.max(0, along);
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const segment = distance(a, b);
    if (remaining <= segment) return segment === 0 ? a : lerp(a, b, remaining / segment);
    remaining -= segment;
  }
  return points[points.length - 1]!;
}

/** How far along a polyline its closest point to p lies (used to slide pass ends along a path). */
export function distanceAlongClosest(points: readonly Point[], p: Point): number {
  let best = Infinity;
  let bestAlong = 0;
  let walked = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const { point, t } = projectOnSegment(p, a, b);
    const d = distance(p, point);
    const segment = distance(a, b);
    if (d < best) {
      best = d;
      bestAlong = walked + t * segment;
    }
    walked += segment;
  }
  return bestAlong;
}

/** The nearest of several candidates within a radius, or null. */
export function nearest<T>(
  p: Point,
  candidates: readonly T[],
  at: (c: T) => Point,
  within = Infinity,
): T | null {
  let best: T | null = null;
  let bestDistance = within;
  for (const candidate of candidates) {
    const d = distance(p, at(candidate));
    if (d <= bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
