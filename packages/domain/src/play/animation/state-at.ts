import { Point } from '../../field/field-dimensions';
import { PLAYBACK } from '../../plays/playback';
import { FrameState } from '../frames/frame-state';
import { frameStates } from '../frames/render-next-frame';
import { FieldPiece, Play } from '../model/play.types';
import { ballAt } from './ball-motion';
import { FrameMotion } from './frame-motion';
import { buildTimeline, locate, Timeline, TimelinePhase } from './timeline';

export interface AnimatedPlayer extends Omit<FrameState['players'][number], 'origin'> {
  origin: Point;
}

export interface AnimatedBall {
  id: string;
  origin: Point;
  carrier: string | null;
  inFlight: boolean;
}

/** Everything on the field at one instant of playback. */
export interface AnimationState {
  tMs: number;
  phase: TimelinePhase['phase'];
  /** The frame being shown (the last one during the pause after it and at the end). */
  frameIndex: number;
  /** Progress through that frame, 0..1. */
  progress: number;
  players: AnimatedPlayer[];
  balls: AnimatedBall[];
  pieces: FieldPiece[];
  /** Past the last frame: the player offers a replay. */
  ended: boolean;
}

export interface Animation {
  timeline: Timeline;
  states: FrameState[];
  stateAt(tMs: number): AnimationState;
}

function still(
  state: FrameState,
  base: Omit<AnimationState, 'players' | 'balls' | 'pieces'>,
): AnimationState {
  return {
    ...base,
    players: state.players.map((p) => ({ ...p })),
    balls: state.balls.map((b) => ({ ...b, inFlight: false })),
    pieces: state.pieces,
  };
}

/**
 * Precomputes a play's frame states and timeline once, so each animation tick only interpolates.
 * Looks (colour, shape, slide role) change when a frame ends; positions and rotations move.
 */
export function createAnimation(
  play: Play,
  speed: number = PLAYBACK.defaultSpeed,
  options: { titleScreen?: boolean } = {},
): Animation {
  const states = frameStates(play);
  const timeline = buildTimeline(play, speed, options);
  const motions = play.frames.map((frame, i) => new FrameMotion(frame, states[i]!, states[i + 1]!));
  const last = Math.max(0, play.frames.length - 1);
  return {
    timeline,
    states,
    stateAt(tMs: number): AnimationState {
      const where = locate(timeline, tMs);
      if (where.phase === 'title')
        return still(states[0]!, { tMs, phase: 'title', frameIndex: 0, progress: 0, ended: false });
      if (where.phase === 'end') {
        return still(states[states.length - 1]!, {
          tMs,
          phase: 'end',
          frameIndex: last,
          progress: 1,
          ended: true,
        });
      }
      if (where.phase === 'pause') {
        return still(states[where.index + 1]!, {
          tMs,
          phase: 'pause',
          frameIndex: where.index,
          progress: 1,
          ended: false,
        });
      }
      const { index, progress: p } = where;
      const motion = motions[index]!;
      const after = new Map(states[index + 1]!.players.map((pl) => [pl.id, pl]));
      const players = states[index]!.players.map((player) => ({
        ...player,
        origin: motion.player(player.id, p),
        rotation:
          player.rotation + ((after.get(player.id)?.rotation ?? player.rotation) - player.rotation) * p,
      }));
      const balls = states[index]!.balls.map((ball) => ({ id: ball.id, ...ballAt(motion, ball.id, p) }));
      const pieces = states[index]!.pieces.map((piece) => ({ ...piece, origin: motion.piece(piece.id, p) }));
      return { tMs, phase: 'frame', frameIndex: index, progress: p, players, balls, pieces, ended: false };
    },
  };
}

/** The position of every player, ball and piece at instant tMs of playback at a speed (pure). */
export function stateAt(
  play: Play,
  tMs: number,
  speed: number = PLAYBACK.defaultSpeed,
  options: { titleScreen?: boolean } = {},
): AnimationState {
  return createAnimation(play, speed, options).stateAt(tMs);
}
