import { Point } from '../../field/field-dimensions';
import { pointAtDistance, polylineLength, smoothCurve } from './geometry';
import { Move } from './play.types';

/** The drawn path of a move: origin then anchors, smoothed when the move is curved. */
export function movePath(move: Pick<Move, 'origin' | 'anchors' | 'curved'>): Point[] {
  const points = [move.origin, ...move.anchors];
  return move.curved ? smoothCurve(points) : points;
}

export function moveLength(move: Pick<Move, 'origin' | 'anchors' | 'curved'>): number {
  return polylineLength(movePath(move));
}

export function moveEnd(move: Pick<Move, 'origin' | 'anchors'>): Point {
  return move.anchors.length > 0 ? move.anchors[move.anchors.length - 1]! : move.origin;
}

export function pointAlongMove(move: Pick<Move, 'origin' | 'anchors' | 'curved'>, along: number): Point {
  return pointAtDistance(movePath(move), along);
}
