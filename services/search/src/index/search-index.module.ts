import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SEARCH_CONFIG, type SearchConfig } from '../config';
import { ElasticsearchSearchIndex } from './elasticsearch/elasticsearch-search-index';
import { PostgresSearchIndex } from './postgres/postgres-search-index';
import { SEARCH_INDEX, type SearchIndex } from './search-document';

/** The adapter behind the search port, chosen by SEARCH_ADAPTER (postgres embedded, elasticsearch distributed). */
export function createSearchIndex(config: SearchConfig): SearchIndex {
  if (config.SEARCH_ADAPTER === 'elasticsearch') {
    return new ElasticsearchSearchIndex(
      config.ELASTICSEARCH_URL!,
      config.ELASTICSEARCH_INDEX,
      config.ELASTICSEARCH_REFRESH_INTERVAL,
    );
  }
  return new PostgresSearchIndex(config.DATABASE_URL);
}

@Module({
  providers: [
    {
      provide: SEARCH_INDEX,
      inject: [SEARCH_CONFIG],
      useFactory: (config: SearchConfig) => createSearchIndex(config),
    },
  ],
  exports: [SEARCH_INDEX],
})
export class SearchIndexModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(SEARCH_INDEX) private readonly index: SearchIndex) {}

  async onModuleInit(): Promise<void> {
    await this.index.prepare();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.index.close();
  }
}
