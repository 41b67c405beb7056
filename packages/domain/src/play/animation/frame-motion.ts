import { Point } from '../../field/field-dimensions';
import { add, lerp, sub } from '../model/geometry';
import { moveEnd, moveLength, pointAlongMove } from '../model/move-path';
import { Frame, Move } from '../model/play.types';
import { FrameState } from '../frames/frame-state';

/**
 * Motion inside one frame, as a function of progress p (0..1). Every player runs at one speed:
 * the longest move takes the whole frame and a shorter one finishes early (its lengthRatio).
 */
export class FrameMotion {
  private readonly moves: Map<string, Move>;
  private readonly longest: number;
  private readonly from: Map<string, Point>;
  private readonly to: Map<string, Point>;

  constructor(
    readonly frame: Frame,
    readonly before: FrameState,
    readonly after: FrameState,
  ) {
    this.moves = new Map(frame.moves.map((m) => [m.source, m]));
    this.longest = Math.max(0, ...frame.moves.map(moveLength));
    this.from = new Map(before.players.map((p) => [p.id, p.origin]));
    this.to = new Map(after.players.map((p) => [p.id, p.origin]));
  }

  /** Progress at which a runner has covered `distance` field units. */
  progressAt(distance: number): number {
    return this.longest > 0 ? Math.min(1, distance / this.longest) : 0;
  }

  /** Progress at which a player's move is over (0 without a move). */
  moveDone(playerId: string): number {
    const move = this.moves.get(playerId);
    return move ? this.progressAt(moveLength(move)) : 0;
  }

  private alongMove(move: Move, p: number): Point {
    const length = moveLength(move);
    const covered = Math.min(p * this.longest, length);
    const point = pointAlongMove(move, covered);
    // A player joining a line ends on its slot, not on the drawn end: ease onto the slot.
    const end = this.to.get(move.source);
    if (!end || length === 0) return end ? lerp(point, end, p) : point;
    return add(point, lerp({ x: 0, y: 0 }, sub(end, moveEnd(move)), covered / length));
  }

  player(id: string, p: number): Point {
    const move = this.moves.get(id);
    if (move) return this.alongMove(move, p);
    const start = this.from.get(id);
    const end = this.to.get(id) ?? start;
    return start && end ? lerp(start, end, p) : { x: 0, y: 0 };
  }

  /** A piece tied to one of this frame's moves (a zone) rides along it; others ease between states. */
  piece(id: string, p: number): Point {
    const before = this.before.pieces.find((piece) => piece.id === id);
    const after = this.after.pieces.find((piece) => piece.id === id) ?? before;
    const move =
      before?.moveId !== undefined ? this.frame.moves.find((m) => m.id === before.moveId) : undefined;
    if (move) return pointAlongMove(move, Math.min(p * this.longest, moveLength(move)));
    return before && after ? lerp(before.origin, after.origin, p) : { x: 0, y: 0 };
  }
}
