import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SEARCH_INDEX, type SearchDocument, type SearchIndex } from '../index/search-document';
import { SearchSourcesRepository } from './search-sources.repository';

/**
 * What every indexer calls from its event handler: the source record in the handler's transaction (with the
 * inbox row), then the index. A failure anywhere rolls the transaction back and the event is delivered again;
 * both writes are version-guarded, so a second delivery changes nothing.
 */
@Injectable()
export class IndexWriter {
  constructor(
    private readonly sources: SearchSourcesRepository,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
  ) {}

  async put(manager: EntityManager, docs: SearchDocument[]): Promise<void> {
    await this.sources.put(manager, docs);
    await this.index.upsert(docs);
  }

  async remove(manager: EntityManager, ids: string[], version: number): Promise<void> {
    await this.sources.remove(manager, ids, version);
    await this.index.remove(ids, version);
  }

  /** The stored source of one document (to merge a partial update into). */
  current(manager: EntityManager, id: string): Promise<SearchDocument | undefined> {
    return this.sources.get(manager, id);
  }
}
