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
import { AckRequestEntity, AcknowledgementEntity, DocumentEntity } from './documents/document.entity';
import { DocumentsModule } from './documents/documents.module';
import { CommentEntity, LikeEntity, PostEntity } from './feed/feed.entities';
import { FeedModule } from './feed/feed.module';
import { LinkPreviewEntity } from './previews/link-preview.entity';
import { PreviewsModule } from './previews/previews.module';
import { StorageModule } from './storage/storage.module';

export const DOCUMENTS_SERVICE = 'documents';

export const documentsEntities = [
  ...platformEntities,
  ...teamProjectionEntities,
  DocumentEntity,
  AckRequestEntity,
  AcknowledgementEntity,
  PostEntity,
  LikeEntity,
  CommentEntity,
  LinkPreviewEntity,
];

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
        StorageModule,
        DocumentsModule,
        FeedModule,
        PreviewsModule,
      ],
      providers: [{ provide: DOCUMENTS_CONFIG, useValue: config }],
      exports: [DOCUMENTS_CONFIG],
    };
  }
}
