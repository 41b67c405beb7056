import {
  Animation,
  AnimationState,
  FrameState,
  frameStates,
  FrameTheme,
  onionSkin,
  Play,
} from '@chalktalk/domain';
import { fieldView } from '../field/field-view';
import { frameLines } from '../lines/frame-lines';
import { pieceShownOn } from '../pieces/field-piece';
import { sceneColours } from '../theme/theme-colours';
import { num } from '../svg/units';
import { SceneModel, ScenePlayer } from './scene-model';

/** Which frame's lines and comments an instant shows: the running frame, or frame 1 under the title. */
function linesFrameOf(state: AnimationState): number | null {
  if (state.phase === 'title') return 0;
  if (state.phase === 'frame') return state.frameIndex;
  return null;
}

/** The scene at one instant of playback (`animation` comes from createAnimation for this play). */
export function sceneAt(
  play: Play,
  animation: Animation,
  tMs: number,
  options: { showLines?: boolean } = {},
): SceneModel {
  const state = animation.stateAt(tMs);
  const colours = sceneColours(play.theme);
  const linesFrame = linesFrameOf(state);
  const before = linesFrame !== null ? animation.states[linesFrame] : undefined;
  const after = linesFrame !== null ? animation.states[linesFrame + 1] : undefined;
  const showLines = options.showLines ?? true;
  return {
    play,
    view: fieldView(play),
    colours,
    frameIndex: state.frameIndex,
    players: state.players,
    balls: state.balls,
    pieces: state.pieces.filter((piece) => pieceShownOn(piece, state.frameIndex)),
    lines:
      showLines && linesFrame !== null && before && after
        ? frameLines(play, linesFrame, before, after, colours)
        : [],
    comments: linesFrame !== null ? (play.frames[linesFrame]?.fieldComments ?? []) : [],
    ghosts: [],
    title: state.phase === 'title' ? play.name || 'Untitled play' : null,
    meta: { t: num(tMs), phase: state.phase, progress: num(state.progress), ended: String(state.ended) },
  };
}

/**
 * A look set in a frame applies "from this frame on": the editor shows it on the frame itself, while
 * the frame states (and so playback) switch looks when the frame ends.
 */
function withFrameLooks(players: ScenePlayer[], looks: readonly FrameTheme[]): ScenePlayer[] {
  if (looks.length === 0) return players;
  const byTarget = new Map(looks.map((look) => [look.target, look]));
  return players.map((player) => {
    const look = byTarget.get(player.id);
    if (!look) return player;
    return {
      ...player,
      ...(look.color ? { color: look.color } : {}),
      ...(look.shape ? { shape: look.shape } : {}),
    };
  });
}

export interface FrameSceneOptions {
  /** Field setup mode: only pieces on every frame, no frame lines (defaults to the play's flag). */
  fieldSetup?: boolean;
  /** Onion-skin ghosts where the sport shows them (football); default on. */
  onionSkin?: boolean;
  /** Precomputed frame states of this play (frameStates), to skip recomputing them per drawing. */
  states?: FrameState[];
}

/** A static frame as the editor shows it: players where the frame starts, with the frame's lines. */
export function frameScene(play: Play, frameIndex: number, options: FrameSceneOptions = {}): SceneModel {
  const states = options.states ?? frameStates(play);
  const index = Math.max(0, Math.min(frameIndex, play.frames.length - 1));
  const before = states[index]!;
  const after = states[index + 1] ?? before;
  const colours = sceneColours(play.theme);
  const setup = options.fieldSetup ?? play.fieldSetup;
  const pieces = setup
    ? before.pieces.filter((piece) => piece.onAllFrames === true || piece.frameIdx === undefined)
    : before.pieces.filter((piece) => pieceShownOn(piece, index));
  const ghosts =
    options.onionSkin === false || setup
      ? []
      : onionSkin(play, index).flatMap((layer) => layer.state.players);
  return {
    play,
    view: fieldView(play),
    colours,
    frameIndex: index,
    players: withFrameLooks(before.players, play.frames[index]?.theme ?? []),
    balls: before.balls.map((ball) => ({ ...ball, inFlight: false })),
    pieces,
    lines: setup ? [] : frameLines(play, index, before, after, colours),
    comments: setup ? [] : (play.frames[index]?.fieldComments ?? []),
    ghosts,
    title: null,
    meta: { mode: setup ? 'setup' : 'frame' },
  };
}
