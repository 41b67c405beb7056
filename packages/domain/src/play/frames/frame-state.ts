import { Point } from '../../field/field-dimensions';
import { ShapeKind } from '../../plays/play-kinds';
import { DefenderFrameRole } from '../../sports/defender-roles';
import { fieldCentre, fieldOf } from '../model/play-field';
import { FieldPiece, Play } from '../model/play.types';
import { PlayerType } from '../model/piece-types';

/** Where a player stands, and how it looks, at the start of a frame. */
export interface PlayerState {
  id: string;
  type: PlayerType;
  origin: Point;
  rotation: number;
  role?: string;
  frameRole?: DefenderFrameRole;
  pieceId?: string;
  linePosition?: number;
  color?: string;
  shape?: ShapeKind;
}

export interface BallState {
  id: string;
  carrier: string | null;
  origin: Point;
}

/** Everything on the field at the start of one frame (or after the last one). */
export interface FrameState {
  players: PlayerState[];
  balls: BallState[];
  pieces: FieldPiece[];
}

export function initialState(play: Play): FrameState {
  const players: PlayerState[] = play.initial.map((p) => ({ ...p, rotation: 0 }));
  const byId = new Map(players.map((p) => [p.id, p]));
  const centre = fieldCentre(fieldOf(play));
  const balls: BallState[] = play.balls.map((ball) => ({
    id: ball.id,
    carrier: ball.carrier !== null && byId.has(ball.carrier) ? ball.carrier : null,
    origin: (ball.carrier !== null ? byId.get(ball.carrier)?.origin : undefined) ?? ball.origin ?? centre,
  }));
  return { players, balls, pieces: play.fieldPieces };
}

export function playerIn(state: FrameState, id: string): PlayerState | undefined {
  return state.players.find((p) => p.id === id);
}

export function pieceIn(state: FrameState, id: string): FieldPiece | undefined {
  return state.pieces.find((p) => p.id === id);
}
