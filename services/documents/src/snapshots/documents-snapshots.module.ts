import { Module } from '@nestjs/common';
import { PostSnapshotSource } from './post-snapshot.source';

/** The current feed posts for consumers rebuilding (GET /internal/snapshot/<topic>, platform). */
@Module({ providers: [PostSnapshotSource] })
export class DocumentsSnapshotsModule {}
