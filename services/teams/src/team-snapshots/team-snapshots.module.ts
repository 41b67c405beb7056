import { Module } from '@nestjs/common';
import { RosterSnapshotSource } from './roster-snapshot.source';
import { TeamSnapshotsRepository } from './team-snapshots.repository';
import { TeamSnapshotsService } from './team-snapshots.service';
import { TeamStateSnapshotSource } from './team-state-snapshot.source';

@Module({
  providers: [TeamSnapshotsRepository, TeamSnapshotsService, TeamStateSnapshotSource, RosterSnapshotSource],
  exports: [TeamSnapshotsService],
})
export class TeamSnapshotsModule {}
