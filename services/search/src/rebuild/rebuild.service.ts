import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEARCH_INDEX, type SearchIndex } from '../index/search-document';
import { RebuildMarkerRepository } from '../sources/rebuild-marker.repository';
import { SearchSourcesRepository } from '../sources/search-sources.repository';

/** Documents copied per batch. */
export const REBUILD_BATCH = 500;

export interface RebuildReport {
  adapter: string;
  copied: number;
  ms: number;
}

/**
 * A full rebuild of the index from search_sources (the state every source event left): a new generation is
 * named in the rebuild marker, so from then on every replica's live writes land in it too; the copy fills it
 * version-guarded; the swap makes it live in one step; the marker is cleared last. No update is lost while it
 * runs, whichever replica handles it.
 */
@Injectable()
export class RebuildService {
  private readonly logger = new Logger(RebuildService.name);

  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly sources: SearchSourcesRepository,
    private readonly marker: RebuildMarkerRepository,
  ) {}

  /** `beforeSwap`: runs between the copy and the swap (tests put another replica's writes there). */
  async rebuild(options: { beforeSwap?: () => Promise<void> } = {}): Promise<RebuildReport> {
    const started = Date.now();
    const target = await this.marker.claim(() => this.index.startRebuild());
    if (!target) throw new Error('A rebuild is already running');
    let copied = 0;
    try {
      // Every write committed before the claim is in search_sources; every later one also went to the target.
      for await (const docs of this.sources.documents(REBUILD_BATCH)) {
        await this.index.backfill(target, docs);
        copied += docs.length;
      }
      await options.beforeSwap?.();
      await this.index.finishRebuild(target);
    } catch (error) {
      // The marker first: no writer may recreate the dropped generation.
      await this.marker.release(target);
      await this.index.abortRebuild(target).catch(() => undefined);
      throw error;
    }
    // After the swap the target is the live generation: writers still naming it write it twice, harmlessly.
    await this.marker.release(target);
    const report = { adapter: this.index.name, copied, ms: Date.now() - started };
    this.logger.log(report, 'search index rebuilt');
    return report;
  }
}
