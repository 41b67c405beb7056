import { Module } from '@nestjs/common';
import { TeamProjectionEvents } from './team-projection.events';
import { TeamProjectionRepository } from './team-projection.repository';
import { TeamProjectionService } from './team-projection.service';

@Module({
  providers: [TeamProjectionRepository, TeamProjectionService, TeamProjectionEvents],
  exports: [TeamProjectionService],
})
export class TeamProjectionModule {}
