import { settledWithin } from './first-render';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const state = (promise: Promise<void>) => {
    const seen = { done: false };
    void promise.then(() => (seen.done = true));
    return seen;
  };

  it('resolves as soon as the work answers, before the limit', async () => {
    let answer!: () => void;
    const seen = state(settledWithin(new Promise<void>((resolve) => (answer = resolve)), 1000));
    await jest.advanceTimersByTimeAsync(10);
    expect(seen.done).toBe(false);
    answer();
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
  });

  it('resolves when the work fails', async () => {
    const seen = state(settledWithin(Promise.reject(new Error('refused')), 1000));
    await jest.advanceTimersByTimeAsync(0);
    expect(seen.done).toBe(true);
  });

  it('resolves at the limit when the work never answers', async () => {
    const seen = state(settledWithin(new Promise<void>(() => undefined), 1000));
    await jest.advanceTimersByTimeAsync(999);
    expect(seen.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen.done).toBe(true);
  });
});
