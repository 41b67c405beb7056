import { isOneOf } from '../../shared/one-of';

/** Who can stand on the field. Goalies belong to a goal piece (pieceId); their colour is the goal's goalieType. */
export const PLAYER_TYPES = ['BLUEPLAYER', 'ORANGEPLAYER', 'COACH', 'GOALIE'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

export const FIELD_PIECE_TYPES = ['GOAL', 'OLINE', 'DLINE', 'ELLIPSE', 'RECTANGLE'] as const;
export type FieldPieceType = (typeof FIELD_PIECE_TYPES)[number];
export const LINE_PIECE_TYPES = ['OLINE', 'DLINE'] as const;
export type LinePieceType = (typeof LINE_PIECE_TYPES)[number];

/**
 * Move line styles. MOVE/OMOVE/DMOVE/ZONE are the play piece types; PICK, DRIBBLE (basketball), PRESNAP,
 * BLOCK (football) and MOVE2 (lacrosse) are the tool line shapes. Old DODGE/ROLLBACK moves became MOVE in v4.
 */
export const MOVE_TYPES = [
  'MOVE',
  'OMOVE',
  'DMOVE',
  'ZONE',
  'PICK',
  'DRIBBLE',
  'PRESNAP',
  'BLOCK',
  'MOVE2',
] as const;
export type MoveType = (typeof MOVE_TYPES)[number];

/** Pass-type lines: all dashed, all end at a player. REBOUND and GROUND_BALL are shortened by 12. */
export const PASS_TYPES = ['PASS', 'SNAP', 'HANDOFF', 'REBOUND', 'GROUND_BALL'] as const;
export type PassType = (typeof PASS_TYPES)[number];

export const isPlayerType = (candidate: unknown): candidate is PlayerType => isOneOf(PLAYER_TYPES, candidate);
export const isFieldPieceType = (candidate: unknown): candidate is FieldPieceType =>
  isOneOf(FIELD_PIECE_TYPES, candidate);
export const isLinePieceType = (candidate: unknown): candidate is LinePieceType =>
  isOneOf(LINE_PIECE_TYPES, candidate);
export const isMoveType = (candidate: unknown): candidate is MoveType => isOneOf(MOVE_TYPES, candidate);
export const isPassType = (candidate: unknown): candidate is PassType => isOneOf(PASS_TYPES, candidate);

/** Players a ball can be given to (coaches never hold the ball). */
export function isPassablePlayerType(type: PlayerType): boolean {
  return type !== 'COACH';
}
