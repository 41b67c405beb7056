import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEARCH_INDEX, type SearchIndex } from '../index/search-document';
import { SearchSourcesRepository } from '../sources/search-sources.repository';

/** Documents copied per batch. */
export const REBUILD_BATCH = 500;
/**
 * The catch-up pass re-applies every source row written this long before the rebuild started: longer than any
 * indexing transaction, so a write that committed after the copy read past it still reaches the new generation.
 */
export const CATCH_UP_MARGIN_MS = 30_000;

export interface RebuildReport {
  adapter: string;
  copied: number;
  caughtUp: number;
  ms: number;
}

/**
 * A full rebuild of the index from search_sources (the state every source event left): a new generation
 * receives live writes from the start, the copy fills it version-guarded, a catch-up pass re-applies what was
 * written around the start, and the swap makes it live in one step. No update is lost while it runs.
 */
@Injectable()
export class RebuildService {
  private readonly logger = new Logger(RebuildService.name);
  private running = false;

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly sources: SearchSourcesRepository,
  ) {}

  async rebuild(): Promise<RebuildReport> {
    if (this.running) throw new Error('A rebuild is already running');
    this.running = true;
    const started = Date.now();
    try {
      const since = new Date((await this.sources.now()).getTime() - CATCH_UP_MARGIN_MS);
      await this.index.startRebuild();
      let copied = 0;
      for await (const docs of this.sources.documents(REBUILD_BATCH)) {
        await this.index.backfill(docs);
        copied += docs.length;
      }
      const recent = await this.sources.changedSince(since);
      const live = recent.filter((row) => !row.deleted && row.document).map((row) => row.document!);
      for (let i = 0; i < live.length; i += REBUILD_BATCH) {
        await this.index.backfill(live.slice(i, i + REBUILD_BATCH));
      }
      for (const row of recent.filter((r) => r.deleted))
        await this.index.remove([row.id], Number(row.version));
      await this.index.finishRebuild();
      const report = { adapter: this.index.name, copied, caughtUp: recent.length, ms: Date.now() - started };
      this.logger.log(report, 'search index rebuilt');
      return report;
    } catch (error) {
      await this.index.abortRebuild().catch(() => undefined);
      throw error;
    } finally {
      this.running = false;
    }
  }
}
