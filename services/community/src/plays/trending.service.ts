import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { TRENDING_STORED_RANKS, trendingOrder, trendingRanksByGroup } from '@chalktalk/domain';
import { createLogger } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../config';
import { CommunityPlaysRepository } from './community-plays.repository';

const logger = createLogger('community.trending');
/** pg advisory lock key: one replica at a time recomputes (the others skip that round). */
const TRENDING_LOCK = 0x636f6d6d;

/**
 * Keeps the stored trending ranks fresh: recomputed every TRENDING_RECOMPUTE_MS (default 60 s, at most 5 min)
 * and soon after a publish, so a section page reads ranks instead of computing scores per request.
 */
@Injectable()
export class TrendingService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private soonTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  lastRecompute?: { at: Date; plays: number; ms: number };

  constructor(
    private readonly db: DataSource,
    private readonly plays: CommunityPlaysRepository,
    @Inject(COMMUNITY_CONFIG) private readonly config: CommunityConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.recompute(), this.config.TRENDING_RECOMPUTE_MS);
    this.timer.unref();
    this.soon();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    clearTimeout(this.soonTimer);
  }

  /** A recompute within a second (publishes and take-downs call it; bursts share one run). */
  soon(): void {
    if (this.soonTimer) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = undefined;
      void this.recompute();
    }, 1000);
    this.soonTimer.unref();
  }

  /** Recomputes now; a call while one runs waits for it. */
  recompute(now = new Date()): Promise<void> {
    this.running ??= this.run(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(now: Date): Promise<void> {
    const started = Date.now();
    try {
      await this.db.transaction(async (manager) => {
        const [lock] = (await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS got`, [
          TRENDING_LOCK,
        ])) as {
          got: boolean;
        }[];
        if (!lock?.got) return;
        const rankable = await this.plays.rankable(manager);
        const order = trendingOrder(rankable, now);
        await this.plays.storeTrendingRanks(manager, order.slice(0, TRENDING_STORED_RANKS));
        // A sport's own page ranks its plays among themselves (its own fresh share and head of ranks).
        await this.plays.storeFamilyTrendingRanks(
          manager,
          trendingRanksByGroup(rankable, (play) => play.family, now),
        );
        this.lastRecompute = { at: now, plays: rankable.length, ms: Date.now() - started };
      });
    } catch (error) {
      if (!this.db.isInitialized) return;
      logger.warn({ err: error }, 'trending recompute failed; the next round retries');
    }
  }
}
