import { Browser } from 'puppeteer-core';

export interface BrowserPoolOptions {
  launch: () => Promise<Browser>;
  /** Jobs one browser serves before it is replaced (bounds leaks and fragmentation in long-lived renderers). */
  recycleAfter: number;
}

/**
 * One browser, lent to one job at a time (begin-frame control allows a single controlled target per
 * browser). It is relaunched after `recycleAfter` jobs, when it disconnects (crash, OOM kill) and when a job
 * using it fails, since a failed job may leave the browser wedged.
 */
export class BrowserPool {
  private browser: Browser | undefined;
  private launching: Promise<Browser> | undefined;
  private jobs = 0;
  private queue: Promise<void> = Promise.resolve();
  launches = 0;

  constructor(private readonly options: BrowserPoolOptions) {}

  /** Runs `work` with the browser, one job at a time; recycles the browser when due or after a failure. */
  async use<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
    const turn = this.queue.then(async () => {
      const browser = await this.acquire();
      try {
        return await work(browser);
      } catch (error) {
        await this.discard();
        throw error;
      } finally {
        this.jobs += 1;
        if (this.jobs >= this.options.recycleAfter) await this.discard();
      }
    });
    this.queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  /** Starts the browser ahead of the first job so that job does not pay for the launch. */
  async warmUp(): Promise<void> {
    await this.acquire();
  }

  async close(): Promise<void> {
    await this.queue;
    await this.discard();
  }

  private async acquire(): Promise<Browser> {
    if (this.browser?.connected) return this.browser;
    this.browser = undefined;
    this.launching ??= this.options.launch().then((browser) => {
      this.launches += 1;
      this.jobs = 0;
      browser.on('disconnected', () => {
        if (this.browser === browser) this.browser = undefined;
      });
      this.browser = browser;
      return browser;
    });
    try {
      return await this.launching;
    } finally {
      this.launching = undefined;
    }
  }

  private async discard(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (!browser) return;
    const proc = browser.process();
    await Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 3000))]).catch(
      () => undefined,
    );
    // A wedged browser may ignore close(): make sure the process is gone so memory stays bounded.
    if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  }
}
