import { Module } from '@nestjs/common';
import { CommunityPlaySnapshotSource } from './community-play-snapshot.source';

/** The listed community plays for consumers rebuilding (GET /internal/snapshot/<topic>, platform). */
@Module({ providers: [CommunityPlaySnapshotSource] })
export class CommunitySnapshotsModule {}
