import { Point } from '../../field/field-dimensions';
import { ShapeKind } from '../../plays/play-kinds';
import { DefenderFrameRole } from '../../sports/defender-roles';
import { nextIdIn } from '../model/ids';
import { clampAnchor, clampInField, fieldOf } from '../model/play-field';
import { PlayerType } from '../model/piece-types';
import { Frame, InitialPlayer, Play } from '../model/play.types';
import { stateAtFrame } from '../frames/render-next-frame';
import { frameAt, requirePlayer, updateFrame } from './frame-access';
import { normalisePlay } from './normalise';

export interface NewPlayer {
  type: PlayerType;
  origin: Point;
  id?: string;
  role?: string;
  pieceId?: string;
  linePosition?: number;
}

/** Adds a player before the first frame, clamped inside the field. */
export function addPlayer(play: Play, args: NewPlayer): Play {
  const player: InitialPlayer = {
    ...args,
    id: args.id ?? nextIdIn(play, 'player'),
    origin: clampInField(args.origin, fieldOf(play)),
  };
  return normalisePlay({ ...play, initial: [...play.initial, player] });
}

function withoutPlayerRefs(frame: Frame, playerId: string, removedBalls: ReadonlySet<string>): Frame {
  const keepLink = (l: { source: string; target: string }) => l.source !== playerId && l.target !== playerId;
  return {
    ...frame,
    moves: frame.moves
      .filter((m) => m.source !== playerId)
      .map((m) => {
        if (m.target !== playerId) return m;
        const { target: _dropped, ...rest } = m;
        return rest;
      }),
    passes: frame.passes.filter((p) => p.target !== playerId && !removedBalls.has(p.ball)),
    shots: frame.shots.filter((s) => !removedBalls.has(s.ball)),
    options: frame.options.filter(keepLink),
    assignments: frame.assignments.filter(keepLink),
    slides: frame.slides.filter((s) => s.target !== playerId),
    playerRotations: frame.playerRotations.filter((r) => r.target !== playerId),
    theme: frame.theme.filter((t) => t.target !== playerId),
  };
}

/** Removes a player, the ball it holds and every reference to it in every frame. */
export function removePlayer(play: Play, playerId: string): Play {
  requirePlayer(play, playerId);
  const removedBalls = new Set(play.balls.filter((b) => b.carrier === playerId).map((b) => b.id));
  const removedMoves = new Set(
    play.frames.flatMap((f) => f.moves.filter((m) => m.source === playerId).map((m) => m.id)),
  );
  return normalisePlay({
    ...play,
    initial: play.initial.filter((p) => p.id !== playerId),
    balls: play.balls.filter((b) => !removedBalls.has(b.id)),
    fieldPieces: play.fieldPieces.filter((p) => p.moveId === undefined || !removedMoves.has(p.moveId)),
    frames: play.frames.map((f) => withoutPlayerRefs(f, playerId, removedBalls)),
  });
}

/**
 * Drags a player in a frame. On frame 0 the player is placed (clamped in the field, and it leaves
 * any line it stood on); on a later frame the drag edits where the previous frame's move ends
 * (clamped to field and sidelines), adding a plain move when the player had none.
 */
export function movePlayer(play: Play, playerId: string, to: Point, frameIndex = 0): Play {
  requirePlayer(play, playerId);
  const field = fieldOf(play);
  if (frameIndex <= 0) {
    const initial = play.initial.map((p) => {
      if (p.id !== playerId) return p;
      const moved: InitialPlayer = { ...p, origin: clampInField(to, field) };
      if (moved.type !== 'GOALIE') {
        delete moved.pieceId;
        delete moved.linePosition;
      }
      return moved;
    });
    return normalisePlay({ ...play, initial });
  }
  const previous = frameIndex - 1;
  const end = clampAnchor(to, field);
  const existing = frameAt(play, previous).moves.find((m) => m.source === playerId);
  const from = stateAtFrame(play, previous).players.find((p) => p.id === playerId)!.origin;
  const moveId = existing?.id ?? nextIdIn(play, 'move');
  return normalisePlay(
    updateFrame(play, previous, (frame) => ({
      ...frame,
      moves: existing
        ? frame.moves.map((m) =>
            m.id === moveId
              ? { ...m, anchors: m.anchors.length ? [...m.anchors.slice(0, -1), end] : [end] }
              : m,
          )
        : [
            ...frame.moves,
            { id: moveId, type: 'MOVE', source: playerId, origin: from, anchors: [end], curved: false },
          ],
    })),
  );
}

export interface PlayerPatch {
  type?: PlayerType;
  role?: string;
  frameRole?: DefenderFrameRole;
  color?: string;
  shape?: ShapeKind;
}

/** Changes a player as placed before the first frame. */
export function updatePlayer(play: Play, playerId: string, patch: PlayerPatch): Play {
  requirePlayer(play, playerId);
  return { ...play, initial: play.initial.map((p) => (p.id === playerId ? { ...p, ...patch } : p)) };
}

/** Changes how a player looks from a frame on (the only player change later frames may carry). */
export function setPlayerLook(
  play: Play,
  frameIndex: number,
  playerId: string,
  look: { color?: string; shape?: ShapeKind },
): Play {
  requirePlayer(play, playerId);
  return updateFrame(play, frameIndex, (frame) => ({
    ...frame,
    theme: [...frame.theme.filter((t) => t.target !== playerId), { target: playerId, ...look }],
  }));
}

export function setSlide(play: Play, frameIndex: number, playerId: string, role: DefenderFrameRole): Play {
  requirePlayer(play, playerId);
  return updateFrame(play, frameIndex, (frame) => ({
    ...frame,
    slides: [...frame.slides.filter((s) => s.target !== playerId), { target: playerId, role }],
  }));
}

export function setPlayerRotation(play: Play, frameIndex: number, playerId: string, rotation: number): Play {
  requirePlayer(play, playerId);
  return updateFrame(play, frameIndex, (frame) => ({
    ...frame,
    playerRotations: [
      ...frame.playerRotations.filter((r) => r.target !== playerId),
      { target: playerId, rotation },
    ],
  }));
}
