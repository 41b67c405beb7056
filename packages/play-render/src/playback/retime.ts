import { locate, Timeline } from '@chalktalk/domain';

/**
 * The same moment of a play on another timeline (after a speed change): the same frame at the same
 * progress, the same share of a pause, the title at the same time, the end at the end.
 */
export function retime(from: Timeline, to: Timeline, tMs: number): number {
  const where = locate(from, tMs);
  switch (where.phase) {
    case 'title':
      return Math.min(tMs, to.titleMs);
    case 'end':
      return to.totalMs;
    case 'frame': {
      const span = to.frames[where.index]!;
      return span.start + where.progress * (span.end - span.start);
    }
    case 'pause': {
      const before = from.frames[where.index]!;
      const after = from.frames[where.index + 1]!;
      const share = (tMs - before.end) / (after.start - before.end);
      const newBefore = to.frames[where.index]!;
      const newAfter = to.frames[where.index + 1]!;
      return newBefore.end + share * (newAfter.start - newBefore.end);
    }
  }
}
