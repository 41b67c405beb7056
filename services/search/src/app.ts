import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { SearchConfig } from './config';
import { SEARCH_SERVICE, SearchServiceModule } from './search-service.module';

/** Builds the search app without listening; main.ts and the embedded runner both start it. */
export function createSearchApp(config: SearchConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: SEARCH_SERVICE, module: searchRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function searchRootModule(config: SearchConfig): Type<unknown> {
  @Module({ imports: [SearchServiceModule.forRoot(config)] })
  class SearchRootModule {}
  return SearchRootModule;
}
