import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventConsumer, readSnapshotPage, type SnapshotMessage } from '@chalktalk/platform';
import { SEARCH_CONFIG, type SearchConfig } from '../config';
import { RebuildService, type RebuildReport } from './rebuild.service';
import { OWNER_URL_VARIABLES, SNAPSHOT_TOPICS, type SnapshotOwner, uncoveredTopics } from './snapshot-topics';

/**
 * Items asked per snapshot page, and the transactions a page is applied in side by side (each item of a slice
 * through the same handlers as a delivery, one commit per slice; a failing slice is applied item by item).
 */
export const REPLAY_PAGE_SIZE = 500;
export const REPLAY_CONCURRENCY = 4;

export interface ReplayOptions {
  /** Owner base URLs; the configuration's *_URL when left out. */
  urls?: Partial<Record<SnapshotOwner, string>>;
  /** INTERNAL_API_TOKEN when left out. */
  credential?: string;
  pageSize?: number;
  concurrency?: number;
}

export interface ReplayReport {
  topics: Array<{ topic: string; owner: SnapshotOwner; items: number; ms: number }>;
  items: number;
  ms: number;
}

type SnapshotPageRead = { messages: SnapshotMessage[]; next: string | null };

/** The page cut into `parts` slices of about equal size (each applied in a transaction of its own). */
function slices<T>(items: readonly T[], parts: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, parts));
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * Refills search's own state (search_sources, the live index and the team projection) from the owners' current
 * state, for a search database that was lost: every consumed topic's snapshot is paged from its owner
 * (GET /internal/snapshot/<topic>, platform) and each item goes through the same @OnEvent handlers the bus
 * delivers to (EventConsumer.apply). Items are stamped by their owner after locking what they describe, so the
 * handlers' version guards keep an event that arrives meanwhile over an older snapshot item, and the other way
 * round. `rebuildFromSources` then runs the alias-swap rebuild from the refilled search_sources.
 */
@Injectable()
export class SourcesReplayService {
  private readonly logger = new Logger(SourcesReplayService.name);

  constructor(
    @Inject(SEARCH_CONFIG) private readonly config: SearchConfig,
    private readonly consumer: EventConsumer,
    private readonly rebuild: RebuildService,
  ) {}

  async replay(options: ReplayOptions = {}): Promise<ReplayReport> {
    const uncovered = uncoveredTopics(this.consumer.consumedTopics());
    if (uncovered.length > 0) throw new Error(`No snapshot source for ${uncovered.join(', ')}`);
    const credential = options.credential ?? this.config.INTERNAL_API_TOKEN;
    if (!credential) throw new Error('INTERNAL_API_TOKEN is required to read the owners’ snapshots');
    const urls = this.ownerUrls(options.urls ?? {});
    const pageSize = options.pageSize ?? REPLAY_PAGE_SIZE;
    const concurrency = options.concurrency ?? REPLAY_CONCURRENCY;
    const started = Date.now();
    const topics: ReplayReport['topics'] = [];
    for (const { topic, owner } of SNAPSHOT_TOPICS) {
      const topicStarted = Date.now();
      const source = { baseUrl: urls[owner], topic, credential, limit: pageSize };
      let items = 0;
      // The next page is fetched while this one is applied.
      let page: Promise<SnapshotPageRead> | null = readSnapshotPage(source, null);
      while (page) {
        const { messages, next }: SnapshotPageRead = await page;
        page = next === null ? null : readSnapshotPage(source, next);
        await Promise.all(slices(messages, concurrency).map((slice) => this.consumer.applyAll(slice)));
        items += messages.length;
      }
      topics.push({ topic, owner, items, ms: Date.now() - topicStarted });
    }
    const report = { topics, items: topics.reduce((sum, t) => sum + t.items, 0), ms: Date.now() - started };
    this.logger.log(report, 'replayed the owners’ snapshots');
    return report;
  }

  /** The replay, then the alias-swap rebuild from search_sources. */
  async rebuildFromSources(
    options: ReplayOptions = {},
  ): Promise<{ replay: ReplayReport; rebuild: RebuildReport }> {
    const replay = await this.replay(options);
    return { replay, rebuild: await this.rebuild.rebuild() };
  }

  private ownerUrls(given: Partial<Record<SnapshotOwner, string>>): Record<SnapshotOwner, string> {
    const urls = {} as Record<SnapshotOwner, string>;
    const missing: string[] = [];
    for (const owner of Object.keys(OWNER_URL_VARIABLES) as SnapshotOwner[]) {
      const url =
        given[owner] ?? (this.config[OWNER_URL_VARIABLES[owner] as keyof SearchConfig] as string | undefined);
      if (url) urls[owner] = url;
      else missing.push(OWNER_URL_VARIABLES[owner]);
    }
    if (missing.length > 0) throw new Error(`A rebuild from sources needs ${missing.join(', ')}`);
    return urls;
  }
}
