import { Point } from '../../field/field-dimensions';
import { lerp } from '../model/geometry';
import { FrameMotion } from './frame-motion';

/** A pass or shot takes at least this share of its frame in the air, so it can be seen. */
export const MIN_FLIGHT = 0.25;

export interface BallAt {
  origin: Point;
  carrier: string | null;
  inFlight: boolean;
}

/**
 * Where a ball is at progress p of a frame. It rides with its carrier until a pass is released
 * (at `start` along the passer's path), flies to the receiver (caught at `end` along the
 * receiver's path, at the receiver's position then), and so on through the frame's passes in order;
 * a shot leaves when the shooter's move is done and flies to the goal.
 */
export function ballAt(motion: FrameMotion, ballId: string, p: number): BallAt {
  const start = motion.before.balls.find((b) => b.id === ballId);
  if (!start) return { origin: { x: 0, y: 0 }, carrier: null, inFlight: false };
  let carrier = start.carrier;
  let cursor = 0;
  const held = (): BallAt => ({
    origin: carrier !== null ? motion.player(carrier, p) : start.origin,
    carrier,
    inFlight: false,
  });
  for (const pass of motion.frame.passes.filter((x) => x.ball === ballId)) {
    const release = Math.max(cursor, motion.progressAt(pass.start));
    const caught = Math.min(1, Math.max(motion.progressAt(pass.end), release + MIN_FLIGHT));
    if (p < release) return held();
    if (p < caught) {
      const from = carrier !== null ? motion.player(carrier, release) : start.origin;
      const to = motion.player(pass.target, caught);
      return { origin: lerp(from, to, (p - release) / (caught - release)), carrier: null, inFlight: true };
    }
    carrier = pass.target;
    cursor = caught;
  }
  const shot = motion.frame.shots.find((s) => s.ball === ballId);
  const goal = shot ? motion.before.pieces.find((piece) => piece.id === shot.target) : undefined;
  if (shot && goal) {
    const shooterDone = carrier !== null ? motion.moveDone(carrier) : 0;
    const release = Math.max(cursor, Math.min(shooterDone, 1 - MIN_FLIGHT));
    if (p < release) return held();
    const from = carrier !== null ? motion.player(carrier, release) : start.origin;
    const landed = Math.min(1, release + MIN_FLIGHT);
    if (p < landed)
      return {
        origin: lerp(from, goal.origin, (p - release) / (landed - release)),
        carrier: null,
        inFlight: true,
      };
    const after = motion.after.balls.find((b) => b.id === ballId);
    return { origin: goal.origin, carrier: after?.carrier ?? null, inFlight: false };
  }
  return held();
}
