import { EventEmitter } from 'node:events';
import type { Browser } from 'puppeteer-core';
import { BrowserPool } from './browser-pool';

/** A stand-in for a launched browser: connected until closed or crashed, with a process to kill. */
class FakeBrowser extends EventEmitter {
  connected = true;
  closed = false;
  readonly killed: string[] = [];
  private readonly proc = {
    exitCode: null as number | null,
    kill: (signal: string) => {
      this.killed.push(signal);
      return true;
    },
  };

  process() {
    return this.proc;
  }

  async close() {
    this.closed = true;
    this.connected = false;
    this.proc.exitCode = 0;
  }

  crash() {
    this.connected = false;
    this.proc.exitCode = 137;
    this.emit('disconnected');
  }
}

function pool(recycleAfter: number) {
  const launched: FakeBrowser[] = [];
  const browsers = new BrowserPool({
    recycleAfter,
    launch: async () => {
      const browser = new FakeBrowser();
      launched.push(browser);
      return browser as unknown as Browser;
    },
  });
  const job = () => browsers.use(async (browser) => browser as unknown as FakeBrowser);
  return { browsers, launched, job };
}

describe('BrowserPool', () => {
  it('serves RENDER_BROWSER_RECYCLE_JOBS jobs with one browser, then closes it and launches another', async () => {
    const { launched, job } = pool(3);
    const used = [await job(), await job(), await job(), await job()];
    expect(launched).toHaveLength(2);
    expect(used.slice(0, 3).every((b) => b === launched[0])).toBe(true);
    expect(launched[0]!.closed).toBe(true);
    expect(used[3]).toBe(launched[1]);
    expect(launched[1]!.closed).toBe(false);
  });

  it('launches a new browser for the next job after the current one crashed', async () => {
    const { browsers, launched, job } = pool(50);
    (await job()).crash();
    const next = await job();
    expect(next).toBe(launched[1]);
    expect(browsers.launches).toBe(2);
  });

  it('replaces the browser after a failed job, and kills a process that ignores close()', async () => {
    const { browsers, launched, job } = pool(50);
    const first = await job();
    first.close = () => new Promise(() => undefined); // wedged: never answers
    jest.useFakeTimers();
    try {
      const failing = browsers.use(async () => {
        throw new Error('capture failed');
      });
      const settled = expect(failing).rejects.toThrow('capture failed');
      await jest.advanceTimersByTimeAsync(3000);
      await settled;
    } finally {
      jest.useRealTimers();
    }
    expect(first.killed).toEqual(['SIGKILL']);
    expect(await job()).toBe(launched[1]);
  });

  it('lends the browser to one job at a time', async () => {
    const { browsers } = pool(50);
    let inside = 0;
    let most = 0;
    const work = () =>
      browsers.use(async () => {
        inside += 1;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inside -= 1;
      });
    await Promise.all([work(), work(), work()]);
    expect(most).toBe(1);
  });
});
