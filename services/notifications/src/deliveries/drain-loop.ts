import { retryDelayMs } from './retry-delay';

/**
 * The loop every outbound dispatcher here runs (mail, push, scheduled jobs): woken right after an enqueue, polling
 * as a fallback, one drain at a time (a wake during a drain runs one more drain after it, so nothing enqueued
 * meanwhile waits for the poll), each step handling one row until none is due. Stopping waits for the drain.
 */
export class DrainLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly logger: { error(details: object, message: string): void },
    private readonly what: string,
    private readonly pollMs: number,
    /** Handles one due row; false when none was due. */
    private readonly step: () => Promise<boolean>,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, `${this.what} failed`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async drain(): Promise<void> {
    while (!this.stopped && (await this.step())) {
      // keep going
    }
  }
}

/** A send that failed: try again after the backoff, or give up after the last attempt. */
export function failedAttempt(
  attempts: number,
  maxAttempts: number,
  now: Date,
  error: unknown,
): { status: 'pending' | 'failed'; giveUp: boolean; lastError: string; nextAttemptAt: Date } {
  const giveUp = attempts >= maxAttempts;
  return {
    status: giveUp ? 'failed' : 'pending',
    giveUp,
    lastError: error instanceof Error ? error.message : String(error),
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
  };
}
