import { inOrder } from './in-order';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('inOrder', () => {
  it('consumes every value in index order although they finish out of order', async () => {
    const consumed: number[] = [];
    await inOrder(
      6,
      3,
      async (i) => {
        await later((6 - i) * 3);
        return i * 10;
      },
      async (value) => {
        consumed.push(value);
      },
    );
    expect(consumed).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('runs at most `parallel` productions at once, and keeps that many going', async () => {
    let running = 0;
    let most = 0;
    await inOrder(
      8,
      2,
      async () => {
        running += 1;
        most = Math.max(most, running);
        await later(2);
        running -= 1;
      },
      async () => later(1),
    );
    expect(most).toBe(2);
  });

  it('rejects with the first failure and starts nothing more after it', async () => {
    const started: number[] = [];
    const run = inOrder(
      10,
      2,
      async (i) => {
        started.push(i);
        if (i === 3) throw new Error('frame 3 failed');
        return i;
      },
      async () => undefined,
    );
    await expect(run).rejects.toThrow('frame 3 failed');
    expect(Math.max(...started)).toBeLessThanOrEqual(4);
  });

  it('does nothing for no values', async () => {
    const produce = jest.fn();
    await inOrder(0, 2, produce, async () => undefined);
    expect(produce).not.toHaveBeenCalled();
  });
});
