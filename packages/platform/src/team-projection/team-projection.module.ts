import { Module } from '@nestjs/common';
import { ProjectedMemberEntity } from './projected-member.entity';
import { ProjectedRosterEntryEntity } from './projected-roster-entry.entity';
import { ProjectedTeamEntity } from './projected-team.entity';
import { TeamDirectory } from './team-directory';
import { TeamProjectionEvents } from './team-projection.events';
import {
  PlatformTeamProjection1764800000000,
  PlatformTeamTimeZone1764800000100,
} from './team-projection.migration';
import { TeamProjectionRepository } from './team-projection.repository';

/** Add these to the service's entities and migrations when it imports TeamProjectionModule. */
export const teamProjectionEntities = [
  ProjectedTeamEntity,
  ProjectedMemberEntity,
  ProjectedRosterEntryEntity,
];
export const teamProjectionMigrations = [
  PlatformTeamProjection1764800000000,
  PlatformTeamTimeZone1764800000100,
];

/**
 * A local projection of teams, members (pending ones marked), roles, flags, plan, paid state and roster entries,
 * fed by teams.team.v1, teams.membership.v1 and teams.roster.v1. Services read it through TeamDirectory.
 * Needs DatabaseModule (with teamProjectionEntities and teamProjectionMigrations) and EventBusModule.
 */
@Module({
  providers: [TeamProjectionRepository, TeamDirectory, TeamProjectionEvents],
  exports: [TeamDirectory],
})
export class TeamProjectionModule {}
