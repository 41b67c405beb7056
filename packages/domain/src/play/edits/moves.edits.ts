import { AppError } from '../../errors/app-error';
import { Point } from '../../field/field-dimensions';
import { DEFAULT_SIZES } from '../../plays/editor-constants';
import { idsInPlay, nextId } from '../model/ids';
import { moveEnd } from '../model/move-path';
import { clampAnchor, fieldOf } from '../model/play-field';
import { MoveType } from '../model/piece-types';
import { FieldPiece, Move, Play } from '../model/play.types';
import { stateAtFrame } from '../frames/render-next-frame';
import { frameAt, requirePlayer, updateFrame } from './frame-access';
import { normalisePlay } from './normalise';

export interface NewMove {
  source: string;
  anchors: Point[];
  type?: MoveType;
  id?: string;
  curved?: boolean;
  target?: string;
  targetLine?: string;
  ball?: string;
}

/**
 * Draws a player's move in a frame (replacing the move it had there). Anchors are clamped to the
 * field plus sidelines. A zone also gets its area: an ellipse that follows the zone's last anchor.
 */
export function addMove(play: Play, frameIndex: number, args: NewMove): Play {
  requirePlayer(play, args.source);
  if (args.anchors.length === 0) throw new AppError('G001', { message: 'A move needs at least one anchor.' });
  const field = fieldOf(play);
  const taken = idsInPlay(play);
  const id = args.id ?? nextId(taken, 'move');
  taken.add(id);
  const replaced = frameAt(play, frameIndex).moves.find((m) => m.source === args.source);
  const from = stateAtFrame(play, frameIndex).players.find((p) => p.id === args.source)!.origin;
  const move: Move = {
    id,
    type: args.type ?? 'MOVE',
    source: args.source,
    origin: from,
    anchors: args.anchors.map((a) => clampAnchor(a, field)),
    curved: args.curved ?? false,
  };
  for (const key of ['target', 'targetLine', 'ball'] as const)
    if (args[key] !== undefined) move[key] = args[key];
  let pieces = play.fieldPieces.filter((p) => replaced === undefined || p.moveId !== replaced.id);
  if (move.type === 'ZONE') {
    const zone: FieldPiece = {
      id: nextId(taken, 'zone'),
      type: 'ELLIPSE',
      origin: moveEnd(move),
      rotation: 0,
      ...DEFAULT_SIZES.ellipse,
      moveId: id,
      frameIdx: frameIndex,
    };
    pieces = [...pieces, zone];
  }
  const next = updateFrame({ ...play, fieldPieces: pieces }, frameIndex, (frame) => ({
    ...frame,
    moves: [...frame.moves.filter((m) => m.source !== args.source), move],
  }));
  return normalisePlay(next);
}

function findMove(play: Play, frameIndex: number, moveId: string): Move {
  const move = frameAt(play, frameIndex).moves.find((m) => m.id === moveId);
  if (!move) throw new AppError('G004', { message: `No move ${moveId} in frame ${frameIndex + 1}.` });
  return move;
}

function replaceMove(play: Play, frameIndex: number, move: Move): Play {
  const pieces = play.fieldPieces.map((p) => (p.moveId === move.id ? { ...p, origin: moveEnd(move) } : p));
  return normalisePlay(
    updateFrame({ ...play, fieldPieces: pieces }, frameIndex, (frame) => ({
      ...frame,
      moves: frame.moves.map((m) => (m.id === move.id ? move : m)),
    })),
  );
}

/** Drags one anchor (clamped to field plus sidelines); a zone's area follows its last anchor. */
export function moveAnchor(
  play: Play,
  frameIndex: number,
  moveId: string,
  anchorIndex: number,
  to: Point,
): Play {
  const move = findMove(play, frameIndex, moveId);
  if (anchorIndex < 0 || anchorIndex >= move.anchors.length) {
    throw new AppError('G001', { message: `Move ${moveId} has no anchor ${anchorIndex}.` });
  }
  const anchors = move.anchors.map((a, i) => (i === anchorIndex ? clampAnchor(to, fieldOf(play)) : a));
  return replaceMove(play, frameIndex, { ...move, anchors });
}

/**
 * Dragging the midpoint handle of segment `segment` (0 = origin to first anchor) inserts a bend
 * point there.
 */
export function addBendPoint(
  play: Play,
  frameIndex: number,
  moveId: string,
  segment: number,
  at: Point,
): Play {
  const move = findMove(play, frameIndex, moveId);
  const index = Math.min(Math.max(0, segment), move.anchors.length - 1);
  const anchors = [...move.anchors];
  anchors.splice(index, 0, clampAnchor(at, fieldOf(play)));
  return replaceMove(play, frameIndex, { ...move, anchors });
}

export function setMoveType(play: Play, frameIndex: number, moveId: string, type: MoveType): Play {
  return replaceMove(play, frameIndex, { ...findMove(play, frameIndex, moveId), type });
}

export function setMoveCurved(play: Play, frameIndex: number, moveId: string, curved: boolean): Play {
  return replaceMove(play, frameIndex, { ...findMove(play, frameIndex, moveId), curved });
}

/** Attaches (or with null detaches) a move's end to a line piece. */
export function setMoveTargetLine(
  play: Play,
  frameIndex: number,
  moveId: string,
  lineId: string | null,
): Play {
  const { targetLine: _old, ...move } = findMove(play, frameIndex, moveId);
  return replaceMove(play, frameIndex, lineId === null ? move : { ...move, targetLine: lineId });
}
