import { AppError } from '../../errors/app-error';
import { nearest } from '../model/geometry';
import { idsInPlay, nextId } from '../model/ids';
import { moveLength } from '../model/move-path';
import { PassType } from '../model/piece-types';
import { Play } from '../model/play.types';
import { stateAtFrame } from '../frames/render-next-frame';
import { frameAt, requirePlayer, updateFrame } from './frame-access';
import { normalisePlay } from './normalise';

export interface NewPass {
  ball: string;
  target: string;
  type?: PassType;
  id?: string;
  /** Field units along the passer's path; default 0 (released where the passer starts). */
  start?: number;
  /** Field units along the receiver's path; default the end of the receiver's move. */
  end?: number;
}

function requireBall(play: Play, ballId: string): void {
  if (!play.balls.some((b) => b.id === ballId))
    throw new AppError('G004', { message: `No ball ${ballId} in this play.` });
}

/** Passes a ball to a player in a frame (the passer is whoever holds the ball at that point). */
export function addPass(play: Play, frameIndex: number, args: NewPass): Play {
  requireBall(play, args.ball);
  requirePlayer(play, args.target);
  const receiverMove = frameAt(play, frameIndex).moves.find((m) => m.source === args.target);
  const id = args.id ?? nextId(idsInPlay(play), 'pass');
  const pass = {
    id,
    type: args.type ?? 'PASS',
    ball: args.ball,
    target: args.target,
    start: args.start ?? 0,
    end: args.end ?? (receiverMove ? moveLength(receiverMove) : 0),
    origin: { x: 0, y: 0 },
  };
  return normalisePlay(updateFrame(play, frameIndex, (f) => ({ ...f, passes: [...f.passes, pass] })));
}

/** Shoots a ball at a goal; without a target, at the goal nearest to where the ball is at the frame's end. */
export function addShot(
  play: Play,
  frameIndex: number,
  args: { ball: string; target?: string; id?: string },
): Play {
  requireBall(play, args.ball);
  frameAt(play, frameIndex);
  const goals = play.fieldPieces.filter((p) => p.type === 'GOAL');
  let target = args.target;
  if (target === undefined) {
    const ballAt = stateAtFrame(play, frameIndex + 1).balls.find((b) => b.id === args.ball)!.origin;
    target = nearest(ballAt, goals, (g) => g.origin)?.id;
  }
  if (target === undefined || !goals.some((g) => g.id === target)) {
    throw new AppError('G001', { message: 'A shot needs a goal to aim at.' });
  }
  const shot = { id: args.id ?? nextId(idsInPlay(play), 'shot'), ball: args.ball, target };
  return normalisePlay(
    updateFrame(play, frameIndex, (f) => ({
      ...f,
      shots: [...f.shots.filter((s) => s.ball !== args.ball), shot],
    })),
  );
}
