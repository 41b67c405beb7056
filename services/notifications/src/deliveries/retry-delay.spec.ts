import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('waits 5 s, then doubles, capped at 10 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(600_000);
  });
});
