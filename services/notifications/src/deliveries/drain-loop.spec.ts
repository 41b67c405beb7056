import { DrainLoop, failedAttempt } from './drain-loop';

const quiet = { error: jest.fn() };

describe('DrainLoop', () => {
  it('drains until no row is due; a wake during a drain runs one more drain after it', async () => {
    let due = 0;
    let steps = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loop = new DrainLoop(quiet, 'test', 60_000, async () => {
      steps++;
      // The first step looked before the new rows were committed: it sees nothing due.
      const seen = due;
      if (steps === 1) await gate;
      if (seen === 0) return false;
      due--;
      return true;
    });
    loop.wake();
    // Two rows are enqueued while that step runs, and their enqueue wakes the loop: the wake is remembered.
    due = 2;
    loop.wake();
    release();
    for (let i = 0; i < 100 && due > 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(due).toBe(0);
    await loop.stop();
  });

  it('logs a failed drain and keeps working on the next wake', async () => {
    const logger = { error: jest.fn() };
    let calls = 0;
    const loop = new DrainLoop(logger, 'mail dispatch', 60_000, async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return false;
    });
    loop.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'mail dispatch failed');
    loop.wake();
    await loop.stop();
    expect(calls).toBe(2);
  });
});

describe('failedAttempt', () => {
  it('retries after the backoff until the last attempt, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(failedAttempt(1, 3, now, new Error('down'))).toEqual({
      status: 'pending',
      giveUp: false,
      lastError: 'down',
      nextAttemptAt: new Date(now.getTime() + 5_000),
    });
    expect(failedAttempt(3, 3, now, 'refused')).toMatchObject({
      status: 'failed',
      giveUp: true,
      lastError: 'refused',
    });
  });
});
