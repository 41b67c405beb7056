export { createSearchApp, searchRootModule } from './app';
export { loadSearchConfig, searchConfigSchema, type SearchConfig } from './config';
export { SEARCH_SERVICE, SearchServiceModule } from './search-service.module';
