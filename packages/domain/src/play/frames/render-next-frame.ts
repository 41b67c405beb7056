import { isLinePieceType } from '../model/piece-types';
import { moveEnd } from '../model/move-path';
import { Frame, Play } from '../model/play.types';
import { BallState, FrameState, initialState, PlayerState } from './frame-state';
import { frameNotANumber } from './frame-validation';
import { lineSlots } from './line-spacing';

function applyMoves(frame: Frame, players: Map<string, PlayerState>, state: FrameState): void {
  const lines = new Set(state.pieces.filter((p) => isLinePieceType(p.type)).map((p) => p.id));
  const lineSize = (lineId: string) => [...players.values()].filter((p) => p.pieceId === lineId).length;
  for (const move of frame.moves) {
    const player = players.get(move.source);
    if (!player) continue;
    const moved: PlayerState = { ...player, origin: moveEnd(move) };
    if (move.targetLine !== undefined && lines.has(move.targetLine)) {
      // Joins at the end of the line; re-spacing then puts it on its slot.
      if (moved.pieceId !== move.targetLine) {
        moved.pieceId = move.targetLine;
        moved.linePosition = lineSize(move.targetLine);
      }
    } else if (moved.pieceId !== undefined && lines.has(moved.pieceId)) {
      delete moved.pieceId;
      delete moved.linePosition;
    }
    players.set(moved.id, moved);
  }
}

function applyLooks(frame: Frame, players: Map<string, PlayerState>): void {
  const update = (id: string, change: Partial<PlayerState>) => {
    const player = players.get(id);
    if (player) players.set(id, { ...player, ...change });
  };
  for (const slide of frame.slides) update(slide.target, { frameRole: slide.role });
  for (const turn of frame.playerRotations) update(turn.target, { rotation: turn.rotation });
  for (const look of frame.theme) {
    const change: Partial<PlayerState> = {};
    if (look.color !== undefined) change.color = look.color;
    if (look.shape !== undefined) change.shape = look.shape;
    update(look.target, change);
  }
}

/** Zones (and any piece tied to a move) end where their move ends. */
function movePieces(frame: Frame, state: FrameState): FrameState['pieces'] {
  const ends = new Map(frame.moves.map((m) => [m.id, moveEnd(m)]));
  return state.pieces.map((piece) => {
    const end = piece.moveId !== undefined ? ends.get(piece.moveId) : undefined;
    return end ? { ...piece, origin: end } : piece;
  });
}

export function respaceLines(pieces: FrameState['pieces'], players: Map<string, PlayerState>): void {
  for (const line of pieces.filter((p) => isLinePieceType(p.type))) {
    const members = [...players.values()]
      .filter((p) => p.pieceId === line.id)
      .sort((a, b) => (a.linePosition ?? 0) - (b.linePosition ?? 0));
    const slots = lineSlots(line, members.length);
    members.forEach((member, i) => players.set(member.id, { ...member, linePosition: i, origin: slots[i]! }));
  }
}

function applyBalls(frame: Frame, players: Map<string, PlayerState>, state: FrameState): BallState[] {
  const balls = new Map(state.balls.map((b) => [b.id, { ...b }]));
  for (const pass of frame.passes) {
    const ball = balls.get(pass.ball);
    if (ball && players.has(pass.target)) ball.carrier = pass.target;
  }
  for (const shot of frame.shots) {
    const ball = balls.get(shot.ball);
    const goal = state.pieces.find((p) => p.id === shot.target && p.type === 'GOAL');
    if (!ball || !goal) continue;
    const goalie = [...players.values()].find((p) => p.type === 'GOALIE' && p.pieceId === goal.id);
    if (goalie) {
      players.set(goalie.id, { ...goalie, origin: goal.origin });
      ball.carrier = goalie.id;
    } else {
      ball.carrier = null;
      ball.origin = goal.origin;
    }
  }
  return [...balls.values()].map((ball) => {
    const carrier = ball.carrier !== null ? players.get(ball.carrier) : undefined;
    return carrier ? { ...ball, origin: carrier.origin } : ball;
  });
}

/**
 * The state at the start of frame index+1: the frame's moves applied (a move with a target line
 * attaches its player to that line), line pieces re-spaced, passes applied (the ball goes to the
 * target) and shots applied (the goalie moves to its goal and takes the ball). Throws the
 * not-a-number frame error when the frame holds a coordinate that is not a number.
 */
export function renderNextFrame(play: Play, state: FrameState, index: number): FrameState {
  const frame = play.frames[index];
  if (!frame) return state;
  const error = frameNotANumber(play, index);
  if (error) throw error;
  const players = new Map(state.players.map((p) => [p.id, p]));
  applyMoves(frame, players, state);
  applyLooks(frame, players);
  const pieces = movePieces(frame, state);
  respaceLines(pieces, players);
  const balls = applyBalls(frame, players, { ...state, pieces });
  return { players: state.players.map((p) => players.get(p.id)!), balls, pieces };
}

/** The state at the start of every frame, plus the final state: frames.length + 1 entries. */
export function frameStates(play: Play): FrameState[] {
  const states = [initialState(play)];
  play.frames.forEach((_, index) => states.push(renderNextFrame(play, states[index]!, index)));
  return states;
}

/** The state at the start of frame index. */
export function stateAtFrame(play: Play, index: number): FrameState {
  let state = initialState(play);
  for (let i = 0; i < Math.min(index, play.frames.length); i += 1) state = renderNextFrame(play, state, i);
  return state;
}
