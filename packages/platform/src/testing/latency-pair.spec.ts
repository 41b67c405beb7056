import { percentile, timeAgainstBaseline } from './latency-pair';

describe('timeAgainstBaseline', () => {
  it('alternates both paths, runs `before` untimed before every call, and reports percentiles', async () => {
    const order: string[] = [];
    const pair = await timeAgainstBaseline(
      'a call',
      { measured: 'gateway', baseline: 'service' },
      async (base) => {
        order.push(base);
      },
      {
        samples: 4,
        warmUp: 1,
        before: async () => {
          order.push('before');
          // Slow work before a call must not count in its time.
          await new Promise((resolve) => setTimeout(resolve, 100));
        },
      },
    );
    expect(order.filter((step) => step === 'before')).toHaveLength(10);
    expect(order.every((step, i) => (step === 'before') === (i % 2 === 0))).toBe(true);
    expect(pair.measured).toHaveLength(4);
    expect(pair.baseline).toHaveLength(4);
    expect(pair.p95).toBeLessThan(100);
    expect(pair.summary).toMatch(/^a call through the gateway: p50 /);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
  });
});
