import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
} from '@chalktalk/platform';
import { SEARCH_CONFIG, type SearchConfig } from './config';
import { SearchModule } from './global/search.module';
import { IndexersModule } from './indexers/indexers.module';
import { searchMigrations } from './migrations';
import { RebuildModule } from './rebuild/rebuild.module';

export const SEARCH_SERVICE = 'search';

export const searchEntities = [...platformEntities, ...teamProjectionEntities];

@Module({})
export class SearchServiceModule {
  static forRoot(config: SearchConfig): DynamicModule {
    return serviceModule(SearchServiceModule, {
      service: SEARCH_SERVICE,
      config,
      configToken: SEARCH_CONFIG,
      entities: searchEntities,
      migrations: searchMigrations,
      imports: [TeamProjectionModule, SearchModule, IndexersModule, RebuildModule],
    });
  }
}
