import {
  normalisePlay,
  slideAlongMove,
  snapAssignment,
  snapOption,
  snapShotEnd,
  stateAtFrame,
  updateFrame,
  type Play,
  type Point,
} from '@chalktalk/domain';

export type LineEndKind = 'pass' | 'shot' | 'option' | 'assignment';

/** Who throws a pass: the receiver of the previous pass of that ball in the frame, else its carrier. */
function passerOf(play: Play, frameIndex: number, passId: string): string | null {
  const frame = play.frames[frameIndex]!;
  const index = frame.passes.findIndex((p) => p.id === passId);
  const pass = frame.passes[index]!;
  const earlier = frame.passes.slice(0, index).filter((p) => p.ball === pass.ball);
  if (earlier.length > 0) return earlier[earlier.length - 1]!.target;
  return stateAtFrame(play, frameIndex).balls.find((b) => b.id === pass.ball)?.carrier ?? null;
}

/**
 * Drops the dragged end of a selected line (spec 2 §4): a pass start or end slides along the
 * passer's or receiver's move; a shot end snaps to the nearest goal; an option end to the closest
 * teammate of its source; an assignment end to the nearest attacker (any player with several balls).
 */
export function dropLineEnd(
  play: Play,
  frameIndex: number,
  kind: LineEndKind,
  id: string,
  end: 'start' | 'end',
  point: Point,
): Play {
  const frame = play.frames[frameIndex];
  if (!frame) return play;
  const state = stateAtFrame(play, frameIndex);
  switch (kind) {
    case 'pass': {
      const pass = frame.passes.find((p) => p.id === id);
      if (!pass) return play;
      const player = end === 'start' ? passerOf(play, frameIndex, id) : pass.target;
      const along = slideAlongMove(
        point,
        frame.moves.find((m) => m.source === player),
      );
      return normalisePlay(
        updateFrame(play, frameIndex, (f) => ({
          ...f,
          passes: f.passes.map((p) => (p.id === id ? { ...p, [end]: along } : p)),
        })),
      );
    }
    case 'shot': {
      const goal = snapShotEnd(point, state);
      if (end !== 'end' || !goal) return play;
      return updateFrame(play, frameIndex, (f) => ({
        ...f,
        shots: f.shots.map((s) => (s.id === id ? { ...s, target: goal } : s)),
      }));
    }
    case 'option': {
      const option = frame.options.find((o) => o.id === id);
      const target = option && end === 'end' ? snapOption(point, state, option.source) : null;
      if (!target) return play;
      return updateFrame(play, frameIndex, (f) => ({
        ...f,
        options: f.options.map((o) => (o.id === id ? { ...o, target } : o)),
      }));
    }
    case 'assignment': {
      const assignment = frame.assignments.find((a) => a.id === id);
      const target = assignment && end === 'end' ? snapAssignment(point, state, assignment.source) : null;
      if (!target) return play;
      return updateFrame(play, frameIndex, (f) => ({
        ...f,
        assignments: f.assignments.map((a) => (a.id === id ? { ...a, target } : a)),
      }));
    }
  }
}
