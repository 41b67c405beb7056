import { Point } from '../../field/field-dimensions';
import { distanceAlongClosest, nearest } from '../model/geometry';
import { movePath } from '../model/move-path';
import { isPassablePlayerType } from '../model/piece-types';
import { Move } from '../model/play.types';
import { FrameState, PlayerState } from '../frames/frame-state';

/** A dropped ball goes to the closest player who can hold it; that player becomes its carrier. */
export function snapBallDrop(point: Point, state: FrameState): string | null {
  const passable = state.players.filter((p) => isPassablePlayerType(p.type));
  return nearest(point, passable, (p) => p.origin)?.id ?? null;
}

/**
 * Dragging a pass start (or end) slides it along the carrier's (or target's) move path: the
 * distance along that path of the point closest to the pointer. No move: 0.
 */
export function slideAlongMove(point: Point, move: Move | undefined): number {
  return move ? distanceAlongClosest(movePath(move), point) : 0;
}

/** A dragged shot end snaps to the nearest goal. */
export function snapShotEnd(point: Point, state: FrameState): string | null {
  const goals = state.pieces.filter((p) => p.type === 'GOAL');
  return nearest(point, goals, (g) => g.origin)?.id ?? null;
}

/**
 * A dragged assignment snaps to the nearest attacker when the frame has one ball, to any player
 * otherwise (drills with several balls); never to the defender itself.
 */
export function snapAssignment(point: Point, state: FrameState, defenderId: string): string | null {
  const oneBall = state.balls.length === 1;
  const candidates = state.players.filter(
    (p) => p.id !== defenderId && p.type !== 'COACH' && (!oneBall || p.type === 'BLUEPLAYER'),
  );
  return nearest(point, candidates, (p) => p.origin)?.id ?? null;
}

/** Option targets of a source: the source's passable teammates. */
export function optionTargets(state: FrameState, sourceId: string): PlayerState[] {
  const source = state.players.find((p) => p.id === sourceId);
  if (!source) return [];
  return state.players.filter(
    (p) => p.id !== sourceId && p.type === source.type && isPassablePlayerType(p.type),
  );
}

/** A dragged option snaps to the closest option target of the same source. */
export function snapOption(point: Point, state: FrameState, sourceId: string): string | null {
  return nearest(point, optionTargets(state, sourceId), (p) => p.origin)?.id ?? null;
}
