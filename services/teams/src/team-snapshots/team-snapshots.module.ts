import { Module } from '@nestjs/common';
import { TeamSnapshotsRepository } from './team-snapshots.repository';
import { TeamSnapshotsService } from './team-snapshots.service';

@Module({
  providers: [TeamSnapshotsRepository, TeamSnapshotsService],
  exports: [TeamSnapshotsService],
})
export class TeamSnapshotsModule {}
