import { buildTimeline, createAnimation, emptyFrame } from '@chalktalk/domain';
import { captureInstants, renderPlayFrames } from './render-frames';
import { movingPlay } from '../testing/plays';

describe('capturing a playback frame by frame', () => {
  it('steps 1/fps through the whole playback and always ends on the last instant', () => {
    // One frame at speed 3: 900 ms; at 10 fps 0, 100, ..., 900.
    expect(captureInstants({ timeline: buildTimeline({ frames: [emptyFrame()] }, 3) }, 10)).toEqual([
      0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    // 900 ms at 15 fps: 14 steps of 66.7 ms reach 866.7, then the end itself.
    const at15 = captureInstants({ timeline: buildTimeline({ frames: [emptyFrame()] }, 3) }, 15);
    expect(at15).toHaveLength(15);
    expect(at15[at15.length - 1]).toBe(900);
    expect(() => captureInstants(createAnimation(movingPlay()), 0)).toThrow(RangeError);
  });

  it('renders each captured instant, from the start positions to the end positions', () => {
    const frames = renderPlayFrames(movingPlay(), { fps: 10, width: 400, height: 360 });
    expect(frames).toHaveLength(10);
    const a1 = (svg: string) =>
      /data-id="a1" data-type="BLUEPLAYER" data-shape="CIRCLE" data-x="([\d.]+)" data-y="([\d.]+)"/.exec(
        svg,
      )!;
    expect(a1(frames[0]!.svg).slice(1)).toEqual(['25', '10']);
    expect(a1(frames[9]!.svg).slice(1)).toEqual(['25', '30']);
    expect(frames[9]!.svg).toContain('data-phase="end"');
    expect(new Set(frames.map((f) => f.svg)).size).toBe(frames.length);
  });
});
