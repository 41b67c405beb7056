export { createSearchApp, searchRootModule } from './app';
export { loadSearchConfig, searchConfigSchema, type SearchConfig } from './config';
export { SEARCH_SERVICE, SearchServiceModule } from './search-service.module';
export { SEARCH_CONFIG } from './config';
export { SourcesReplayService } from './rebuild/sources-replay.service';
export type { ReplayOptions, ReplayReport } from './rebuild/sources-replay.service';
export { SNAPSHOT_TOPICS } from './rebuild/snapshot-topics';
export { RebuildService } from './rebuild/rebuild.service';
// The local Elasticsearch launcher the search suites and benchmarks share (the embedded suites run on it too).
export { elasticsearchHome, startTestElasticsearch } from './bench/local-elasticsearch';
export type { TestElasticsearch } from './bench/local-elasticsearch';
