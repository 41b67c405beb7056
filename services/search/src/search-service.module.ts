import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
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
    return {
      module: SearchServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: searchEntities,
          migrations: searchMigrations,
        }),
        EventBusModule.forRoot({
          service: SEARCH_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
        SearchModule,
        IndexersModule,
        RebuildModule,
      ],
      providers: [{ provide: SEARCH_CONFIG, useValue: config }],
      exports: [SEARCH_CONFIG],
    };
  }
}
