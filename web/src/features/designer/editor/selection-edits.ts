import {
  movePiece,
  movePlayer,
  nextIdIn,
  normalisePlay,
  removeFrameItem,
  removePiece,
  removePlayer,
  stateAtFrame,
  updateComment,
  type Play,
  type Point,
} from '@chalktalk/domain';
import type { Selection } from './selection';

/** Where a selected item stands at the start of a frame (players, pieces, comments), or null. */
export function positionOf(play: Play, frameIndex: number, selection: Selection): Point | null {
  const state = stateAtFrame(play, frameIndex);
  switch (selection.kind) {
    case 'player':
      return state.players.find((p) => p.id === selection.id)?.origin ?? null;
    case 'piece':
      return state.pieces.find((p) => p.id === selection.id)?.origin ?? null;
    case 'comment':
      return play.frames[frameIndex]?.fieldComments.find((c) => c.id === selection.id)?.origin ?? null;
    default:
      return null;
  }
}

/** Puts a selected player, piece or comment at a point (the drag and nudge edit). */
export function translateSelection(play: Play, frameIndex: number, selection: Selection, to: Point): Play {
  switch (selection.kind) {
    case 'player':
      return movePlayer(play, selection.id, to, frameIndex);
    case 'piece':
      return movePiece(play, selection.id, to);
    case 'comment':
      return updateComment(play, frameIndex, selection.id, { origin: to });
    default:
      return play;
  }
}

const FRAME_ITEM_KINDS = {
  move: 'moves',
  pass: 'passes',
  shot: 'shots',
  option: 'options',
  assignment: 'assignments',
  comment: 'fieldComments',
} as const;

/** Deletes the selection: players and pieces from the play, lines and comments from the frame. */
export function removeSelection(play: Play, frameIndex: number, selection: Selection): Play {
  switch (selection.kind) {
    case 'player':
      return removePlayer(play, selection.id);
    case 'piece':
      return removePiece(play, selection.id);
    case 'ball':
      return normalisePlay({
        ...play,
        balls: play.balls.filter((b) => b.id !== selection.id),
        frames: play.frames.map((f) => ({
          ...f,
          passes: f.passes.filter((p) => p.ball !== selection.id),
          shots: f.shots.filter((s) => s.ball !== selection.id),
        })),
      });
    default:
      return removeFrameItem(play, frameIndex, FRAME_ITEM_KINDS[selection.kind], selection.id);
  }
}

/** A new ball held by a player from the start of the play (the palette's ball drop). */
export function addBall(play: Play, carrier: string): Play {
  const id = nextIdIn(play, 'ball');
  return normalisePlay({ ...play, balls: [...play.balls, { id, carrier }] });
}

/** A dropped ball goes to the player it snapped to. */
export function setBallCarrier(play: Play, ballId: string, carrier: string): Play {
  return normalisePlay({
    ...play,
    balls: play.balls.map((b) => (b.id === ballId ? { id: b.id, carrier } : b)),
  });
}
