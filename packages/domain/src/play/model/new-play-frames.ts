import { framesInNewPlay } from '../../plays/editor-constants';
import { SportLine, sportFamilyOf } from '../../sports/sport-lines';
import { Ball, emptyFrame, Frame, InitialPlayer } from './play.types';

/** Football: pre-snap in frame 0, snap in frame 1, handoffs and passes in frame 2. */
export const FOOTBALL_FRAMES = { preSnap: 0, snap: 1, play: 2 } as const;

/**
 * The frames a fresh play (or a reset one) starts with: 1 in basketball and lacrosse, 3 in
 * football, where a centre holding the ball snaps it to the quarterback in frame 1.
 */
export function newPlayFrames(
  line: SportLine,
  players: readonly InitialPlayer[],
  balls: readonly Ball[],
): Frame[] {
  const frames = Array.from({ length: framesInNewPlay(sportFamilyOf(line)) }, emptyFrame);
  if (sportFamilyOf(line) !== 'football') return frames;
  const centre = players.find((p) => p.role === 'C');
  const quarterback = players.find((p) => p.role === 'QB');
  const ball = balls.find((b) => centre !== undefined && b.carrier === centre.id);
  if (centre && quarterback && ball) {
    frames[FOOTBALL_FRAMES.snap]!.passes.push({
      id: 'pass-snap',
      type: 'SNAP',
      ball: ball.id,
      target: quarterback.id,
      start: 0,
      end: 0,
      origin: centre.origin,
    });
  }
  return frames;
}
