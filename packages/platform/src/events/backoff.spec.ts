import { backoffDelay, sleep } from './backoff';

describe('backoffDelay', () => {
  const opts = { initialDelayMs: 100, maxDelayMs: 1000, jitter: 0 };

  it('doubles from the initial delay and stops at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, opts))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('spreads the delay by the jitter, never above the maximum', () => {
    const jittered = { ...opts, jitter: 0.5 };
    expect(backoffDelay(2, jittered, () => 0)).toBe(100);
    expect(backoffDelay(2, jittered, () => 1)).toBe(300);
    expect(backoffDelay(10, jittered, () => 1)).toBe(1000);
  });
});

describe('sleep', () => {
  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = sleep(10_000, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
