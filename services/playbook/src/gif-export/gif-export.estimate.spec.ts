import { estimatedWaitSeconds, PRIOR_RENDER_MS } from './gif-export.estimate';

describe('estimatedWaitSeconds', () => {
  it('uses the prior before anything was measured', () => {
    expect(estimatedWaitSeconds({ queueDepth: 0, recentRenderMs: [], parallelism: 1 })).toBe(
      PRIOR_RENDER_MS / 1000,
    );
  });

  it('grows with the queue ahead and the measured render time', () => {
    expect(estimatedWaitSeconds({ queueDepth: 0, recentRenderMs: [1500, 2500], parallelism: 1 })).toBe(2);
    expect(estimatedWaitSeconds({ queueDepth: 4, recentRenderMs: [1500, 2500], parallelism: 1 })).toBe(10);
  });

  it('divides the queue among parallel render slots', () => {
    expect(estimatedWaitSeconds({ queueDepth: 5, recentRenderMs: [2000], parallelism: 3 })).toBe(4);
  });

  it('never answers less than a second, and ignores cache hits (0 ms)', () => {
    expect(estimatedWaitSeconds({ queueDepth: 0, recentRenderMs: [0, 0, 200], parallelism: 1 })).toBe(1);
  });
});
