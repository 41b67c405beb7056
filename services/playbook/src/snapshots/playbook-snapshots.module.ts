import { Module } from '@nestjs/common';
import { FormationSnapshotSource } from './formation-snapshot.source';
import { PlaySnapshotSource } from './play-snapshot.source';

/** The current plays and formations for consumers rebuilding (GET /internal/snapshot/<topic>, platform). */
@Module({ providers: [PlaySnapshotSource, FormationSnapshotSource] })
export class PlaybookSnapshotsModule {}
