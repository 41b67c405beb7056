import { buildTimeline, emptyFrame } from '@chalktalk/domain';
import { retime } from './retime';

describe('retime (keeping the moment when the speed changes)', () => {
  const play = { frames: [emptyFrame(), emptyFrame()] };
  const normal = buildTimeline(play, 3, { titleScreen: true });
  const slow = buildTimeline(play, 1, { titleScreen: true });

  it('keeps the frame and its progress', () => {
    // Speed 3: frame 2 runs 3100..4000; halfway is 3550. Speed 1: 5800..9400.
    expect(retime(normal, slow, 3550)).toBe(5800 + 1800);
  });

  it('keeps the title time, the share of a pause and the end', () => {
    expect(retime(normal, slow, 1500)).toBe(1500);
    expect(retime(normal, slow, 2900 + 100)).toBe(5600 + 100);
    expect(retime(normal, slow, normal.totalMs)).toBe(slow.totalMs);
  });
});
