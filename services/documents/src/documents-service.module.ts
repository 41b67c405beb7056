import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
} from '@chalktalk/platform';
import { DOCUMENTS_CONFIG, type DocumentsConfig } from './config';
import { documentsMigrations } from './migrations';

export const DOCUMENTS_SERVICE = 'documents';

export const documentsEntities = [...platformEntities, ...teamProjectionEntities];

@Module({})
export class DocumentsServiceModule {
  static forRoot(config: DocumentsConfig): DynamicModule {
    return {
      module: DocumentsServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: documentsEntities,
          migrations: documentsMigrations,
        }),
        EventBusModule.forRoot({
          service: DOCUMENTS_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
      ],
      providers: [{ provide: DOCUMENTS_CONFIG, useValue: config }],
      exports: [DOCUMENTS_CONFIG],
    };
  }
}
