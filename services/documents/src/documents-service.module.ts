import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
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
import { DocumentsSnapshotsModule } from './snapshots/documents-snapshots.module';

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
    return serviceModule(DocumentsServiceModule, {
      service: DOCUMENTS_SERVICE,
      config,
      configToken: DOCUMENTS_CONFIG,
      entities: documentsEntities,
      migrations: documentsMigrations,
      imports: [
        TeamProjectionModule,
        StorageModule,
        DocumentsModule,
        FeedModule,
        PreviewsModule,
        DocumentsSnapshotsModule,
      ],
    });
  }
}
