import { Doc, docs, mapFrames } from '../legacy-doc';

export const MIGRATED_BALL_ID = 'ball-0';

/**
 * v6: the single ball-holder becomes a list of balls, and every pass and shot is tied to ball 0.
 * Without a holder there is no ball, so passes and shots cannot be kept.
 */
export function toV6(doc: Doc): Doc {
  const { ballHolder, ...rest } = doc;
  const hasBall = typeof ballHolder === 'string' && ballHolder !== '';
  const migrated = mapFrames(rest, (frame) => ({
    ...frame,
    passes: hasBall ? docs(frame, 'passes').map((p) => ({ ...p, ball: MIGRATED_BALL_ID })) : [],
    shots: hasBall
      ? docs(frame, 'shots').map(({ source: _shooter, ...shot }) => ({ ...shot, ball: MIGRATED_BALL_ID }))
      : [],
  }));
  return { ...migrated, balls: hasBall ? [{ id: MIGRATED_BALL_ID, carrier: ballHolder }] : [], version: 6 };
}
