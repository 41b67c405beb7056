import { Point } from '../../field/field-dimensions';
import { pointAtDistance, polylineLength, smoothCurve } from './geometry';
import { Move } from './play.types';

type PathSource = Pick<Move, 'origin' | 'anchors' | 'curved'>;

/*
 * Paths and lengths are asked for many times per edit and per animation tick. Plays are immutable
 * (every edit makes new move objects), so they are cached per move object.
 */
const paths = new WeakMap<PathSource, { points: Point[]; length: number }>();

function pathOf(move: PathSource): { points: Point[]; length: number } {
  const cached = paths.get(move);
  if (cached && cached.points[0] === move.origin) return cached;
  const raw = [move.origin, ...move.anchors];
  const points = move.curved ? smoothCurve(raw) : raw;
  const entry = { points, length: polylineLength(points) };
  paths.set(move, entry);
  return entry;
}

/** The drawn path of a move: origin then anchors, smoothed when the move is curved. */
export function movePath(move: PathSource): Point[] {
  return pathOf(move).points;
}

export function moveLength(move: PathSource): number {
  return pathOf(move).length;
}

export function moveEnd(move: Pick<Move, 'origin' | 'anchors'>): Point {
  return move.anchors.length > 0 ? move.anchors[move.anchors.length - 1]! : move.origin;
}

export function pointAlongMove(move: Pick<Move, 'origin' | 'anchors' | 'curved'>, along: number): Point {
  return pointAtDistance(movePath(move), along);
}
