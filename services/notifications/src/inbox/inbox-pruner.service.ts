import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createLogger } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';

const logger = createLogger('notifications.inbox-pruner');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per DELETE: short transactions, so the bell's reads never wait long behind a prune. */
const BATCH = 1_000;

/**
 * The inbox does not keep items for ever: an item whose last change is older than INBOX_RETENTION_DAYS (90 by
 * default) is deleted, read or not. Runs at boot and then hourly; replicas may both run it (a DELETE of what
 * another already deleted removes nothing).
 */
@Injectable()
export class InboxPruner implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly db: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.wake(), HOUR_MS);
    this.timer.unref();
    void this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private wake(): Promise<number> {
    this.running ??= this.prune()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'inbox prune failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Deletes the items last changed before now − retention; answers how many went. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.INBOX_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const [, count] = (await this.db.query(
        `DELETE FROM notifications WHERE id IN (
           SELECT id FROM notifications WHERE updated_at < $1 LIMIT ${BATCH})`,
        [before],
      )) as [unknown, number];
      total += count;
      if (count < BATCH) break;
    }
    if (total) logger.info({ deleted: total, before }, 'inbox items past their retention deleted');
    return total;
  }
}
