import { Module } from '@nestjs/common';
import { TeamProjectionRepository } from './team-projection.repository';
import { TeamProjectionService } from './team-projection.service';

@Module({
  providers: [TeamProjectionRepository, TeamProjectionService],
  exports: [TeamProjectionService],
})
export class TeamProjectionModule {}
