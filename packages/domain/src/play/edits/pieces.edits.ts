import { AppError } from '../../errors/app-error';
import { GoalieType, Point } from '../../field/field-dimensions';
import { clampLinePlayerCount, DEFAULT_SIZES, LINE_PIECE_PLAYERS } from '../../plays/editor-constants';
import { defaultLineWidth, lineSlots } from '../frames/line-spacing';
import { idsInPlay, nextId } from '../model/ids';
import { clampInField, fieldOf, GOAL_SIZE, goaliesEnabled } from '../model/play-field';
import { FieldPieceType, isLinePieceType } from '../model/piece-types';
import { FieldPiece, InitialPlayer, Play } from '../model/play.types';
import { normalisePlay } from './normalise';
import { removePlayer } from './players.edits';

export interface NewPiece {
  type: FieldPieceType;
  origin: Point;
  id?: string;
  rotation?: number;
  width?: number;
  height?: number;
  playerCount?: number;
  goalieType?: GoalieType;
  goalieVisible?: boolean;
  /** Drawn in one frame; without it the piece is part of the field setup (on all frames). */
  frameIdx?: number;
  moveId?: string;
}

function members(play: Play, pieceId: string): InitialPlayer[] {
  return play.initial.filter((p) => p.pieceId === pieceId);
}

/** Puts a line's players on its evenly spaced slots, in line order. */
function respaceInitial(play: Play, line: FieldPiece): Play {
  const onLine = members(play, line.id).sort((a, b) => (a.linePosition ?? 0) - (b.linePosition ?? 0));
  const slots = lineSlots(line, onLine.length);
  const placed = new Map(onLine.map((p, i) => [p.id, { ...p, linePosition: i, origin: slots[i]! }]));
  return { ...play, initial: play.initial.map((p) => placed.get(p.id) ?? p) };
}

function piecePlayers(piece: FieldPiece, taken: Set<string>, count: number, from = 0): InitialPlayer[] {
  const type = piece.type === 'OLINE' ? 'BLUEPLAYER' : 'ORANGEPLAYER';
  return Array.from({ length: count }, (_, i) => {
    const id = nextId(taken, 'player');
    taken.add(id);
    return { id, type, origin: piece.origin, pieceId: piece.id, linePosition: from + i };
  });
}

/**
 * Adds a goal (with a goalie when the sport shows goalies), an offensive or defensive line (2..8
 * players, default 3, evenly spaced) or a shape (10 x 5 by default). The origin is clamped in the field.
 */
export function addPiece(play: Play, args: NewPiece): Play {
  const taken = idsInPlay(play);
  const id = args.id ?? nextId(taken, args.type.toLowerCase());
  taken.add(id);
  const piece: FieldPiece = {
    id,
    type: args.type,
    origin: clampInField(args.origin, fieldOf(play)),
    rotation: args.rotation ?? 0,
    width: args.width ?? 0,
    height: args.height ?? 0,
  };
  if (args.frameIdx !== undefined) piece.frameIdx = args.frameIdx;
  else piece.onAllFrames = true;
  if (args.moveId !== undefined) piece.moveId = args.moveId;
  let added: InitialPlayer[] = [];
  if (isLinePieceType(args.type)) {
    piece.playerCount = clampLinePlayerCount(args.playerCount ?? LINE_PIECE_PLAYERS.default);
    piece.width = args.width ?? defaultLineWidth(piece.playerCount);
    added = piecePlayers(piece, taken, piece.playerCount);
  } else if (args.type === 'GOAL') {
    piece.width = args.width ?? GOAL_SIZE.width;
    piece.height = args.height ?? GOAL_SIZE.height;
    piece.goalieType = args.goalieType ?? 'ORANGEPLAYER';
    piece.goalieVisible = args.goalieVisible ?? goaliesEnabled(play.sport);
    if (piece.goalieVisible)
      added = [{ id: nextId(taken, 'goalie'), type: 'GOALIE', origin: piece.origin, pieceId: id }];
  } else {
    const size = args.type === 'RECTANGLE' ? DEFAULT_SIZES.rectangle : DEFAULT_SIZES.ellipse;
    piece.width = args.width ?? size.width;
    piece.height = args.height ?? size.height;
  }
  const next = { ...play, fieldPieces: [...play.fieldPieces, piece], initial: [...play.initial, ...added] };
  return normalisePlay(isLinePieceType(piece.type) ? respaceInitial(next, piece) : next);
}

export function pieceOf(play: Play, pieceId: string): FieldPiece {
  const piece = play.fieldPieces.find((p) => p.id === pieceId);
  if (!piece) throw new AppError('G004', { message: `No field piece ${pieceId} in this play.` });
  return piece;
}

/** Removes a piece; a goal or line takes its players (and their balls and references) with it. */
export function removePiece(play: Play, pieceId: string): Play {
  pieceOf(play, pieceId);
  let next = play;
  for (const player of members(play, pieceId)) next = removePlayer(next, player.id);
  return normalisePlay({
    ...next,
    fieldPieces: next.fieldPieces.filter((p) => p.id !== pieceId),
    frames: next.frames.map((frame) => ({
      ...frame,
      shots: frame.shots.filter((s) => s.target !== pieceId),
      moves: frame.moves.map((m) => {
        if (m.targetLine !== pieceId) return m;
        const { targetLine: _gone, ...rest } = m;
        return rest;
      }),
    })),
  });
}

/** Moves a piece (clamped in the field); its goalie and line players move with it. */
export function movePiece(play: Play, pieceId: string, to: Point): Play {
  const piece = pieceOf(play, pieceId);
  const origin = clampInField(to, fieldOf(play));
  const dx = origin.x - piece.origin.x;
  const dy = origin.y - piece.origin.y;
  const moved = { ...piece, origin };
  const next: Play = {
    ...play,
    fieldPieces: play.fieldPieces.map((p) => (p.id === pieceId ? moved : p)),
    initial: play.initial.map((p) =>
      p.pieceId === pieceId ? { ...p, origin: { x: p.origin.x + dx, y: p.origin.y + dy } } : p,
    ),
  };
  return normalisePlay(isLinePieceType(piece.type) ? respaceInitial(next, moved) : next);
}

/**
 * Field pieces turn in steps of this many degrees (ours: the spec stores a rotation per piece but names
 * no step). Always snapping keeps touch and pen, which have no Shift key, on the same angles as a mouse,
 * and keeps stored angles whole.
 */
export const PIECE_ROTATION_STEP = 15;

/** An angle in degrees as stored: 0 up to (not including) 360. */
export function normaliseRotation(degrees: number): number {
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned + 0;
}

/**
 * The rotation that points a piece's top (local -y, where the rotation handle sits) at `towards`,
 * snapped to PIECE_ROTATION_STEP. A pointer on the piece's centre keeps the current rotation.
 */
export function rotationTowards(piece: Pick<FieldPiece, 'origin' | 'rotation'>, towards: Point): number {
  const dx = towards.x - piece.origin.x;
  const dy = towards.y - piece.origin.y;
  if (dx === 0 && dy === 0) return piece.rotation;
  // Clockwise on screen from straight up (y grows downwards).
  const degrees = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return normaliseRotation(Math.round(degrees / PIECE_ROTATION_STEP) * PIECE_ROTATION_STEP);
}

/** Turns a piece to an angle (degrees, clockwise); a line's players turn with it onto its slots. */
export function rotatePiece(play: Play, pieceId: string, degrees: number): Play {
  const piece = pieceOf(play, pieceId);
  if (!Number.isFinite(degrees)) return play;
  const rotation = normaliseRotation(degrees);
  if (rotation === piece.rotation) return play;
  const turned = { ...piece, rotation };
  const next: Play = { ...play, fieldPieces: play.fieldPieces.map((p) => (p.id === pieceId ? turned : p)) };
  return normalisePlay(isLinePieceType(piece.type) ? respaceInitial(next, turned) : next);
}

/** Sets how many players a line holds, clamped to 2..8; extra players are removed from the end. */
export function setLinePlayerCount(play: Play, pieceId: string, count: number): Play {
  const piece = pieceOf(play, pieceId);
  if (!isLinePieceType(piece.type))
    throw new AppError('G001', { message: 'Only lines have a player count.' });
  const playerCount = clampLinePlayerCount(count);
  const onLine = members(play, pieceId).sort((a, b) => (a.linePosition ?? 0) - (b.linePosition ?? 0));
  let next: Play = {
    ...play,
    fieldPieces: play.fieldPieces.map((p) => (p.id === pieceId ? { ...p, playerCount } : p)),
  };
  for (const extra of onLine.slice(playerCount)) next = removePlayer(next, extra.id);
  if (onLine.length < playerCount) {
    const added = piecePlayers(piece, idsInPlay(next), playerCount - onLine.length, onLine.length);
    next = { ...next, initial: [...next.initial, ...added] };
  }
  return normalisePlay(respaceInitial(next, pieceOf(next, pieceId)));
}

/** Shows or hides a goal's goalie, or changes its side. */
export function setGoalie(
  play: Play,
  goalId: string,
  change: { goalieType?: GoalieType; goalieVisible?: boolean },
): Play {
  const goal = pieceOf(play, goalId);
  if (goal.type !== 'GOAL') throw new AppError('G001', { message: 'Only goals have a goalie.' });
  const updated = { ...goal, ...change };
  let next: Play = { ...play, fieldPieces: play.fieldPieces.map((p) => (p.id === goalId ? updated : p)) };
  const goalie = members(next, goalId).find((p) => p.type === 'GOALIE');
  if (updated.goalieVisible && !goalie) {
    const id = nextId(idsInPlay(next), 'goalie');
    next = {
      ...next,
      initial: [...next.initial, { id, type: 'GOALIE', origin: goal.origin, pieceId: goalId }],
    };
  } else if (!updated.goalieVisible && goalie) {
    next = removePlayer(next, goalie.id);
  }
  return normalisePlay(next);
}
