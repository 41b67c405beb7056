import { setImmediate as nextTurn } from 'node:timers/promises';
import { renderPlayFrames } from '@chalktalk/play-render';
import { benchPlay } from '../bench/bench-play';
import { FRAME_SLICE_MS, planFrames, renderFrameSvgs } from './frame-svgs';

describe('renderFrameSvgs', () => {
  const play = benchPlay();
  const options = { fps: 15, speed: 3, width: 320, height: 240 };

  it('draws the same frames as play-render’s renderPlayFrames', async () => {
    const plan = planFrames(play, options);
    const frames = await renderFrameSvgs(play, plan, options);
    expect(frames).toEqual(renderPlayFrames(play, { ...options, titleScreen: false }));
    expect(frames).toHaveLength(97);
  });

  it('gives the event loop a turn at least every slice (Kafka heartbeats, probes and leases keep running)', async () => {
    const plan = planFrames(play, options);
    let drawing = true;
    const gaps: number[] = [];
    // A turn-counting loop beside the drawing: each gap is the longest time the event loop was held.
    const watcher = (async () => {
      let last = performance.now();
      while (drawing) {
        await nextTurn();
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
    })();
    const started = performance.now();
    await renderFrameSvgs(play, plan, options);
    const total = performance.now() - started;
    drawing = false;
    await watcher;
    expect(total).toBeGreaterThan(FRAME_SLICE_MS * 3);
    expect(gaps.length).toBeGreaterThan(3);
    // A slice plus one frame; generous for a loaded machine, far below the whole drawing.
    expect(Math.max(...gaps)).toBeLessThan(Math.max(250, total / 3));
  });
});
