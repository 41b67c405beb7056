import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SEARCH_INDEX, type SearchDocument, type SearchIndex } from '../index/search-document';
import { RebuildMarkerRepository } from './rebuild-marker.repository';
import { SearchSourcesRepository } from './search-sources.repository';

/**
 * What every indexer calls from its event handler: the source record in the handler's transaction (with the
 * inbox row), then the index, and the generation a running rebuild fills (the marker, read and held until the
 * transaction commits). A failure anywhere rolls the transaction back and the event is delivered again; both
 * writes are version-guarded, so a second delivery changes nothing.
 */
@Injectable()
export class IndexWriter {
  constructor(
    private readonly sources: SearchSourcesRepository,
    private readonly marker: RebuildMarkerRepository,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
  ) {}

  async put(manager: EntityManager, docs: SearchDocument[]): Promise<void> {
    await this.sources.put(manager, docs);
    await this.index.upsert(docs, await this.marker.target(manager));
  }

  async remove(manager: EntityManager, ids: string[], version: number): Promise<void> {
    await this.sources.remove(manager, ids, version);
    await this.index.remove(ids, version, await this.marker.target(manager));
  }

  /** The stored source of one document (to merge a partial update into). */
  current(manager: EntityManager, id: string): Promise<SearchDocument | undefined> {
    return this.sources.get(manager, id);
  }
}
