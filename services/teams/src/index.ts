export { createTeamsApp, teamsRootModule } from './app';
export { loadTeamsConfig, teamsConfigSchema, type TeamsConfig } from './config';
export { TEAMS_SERVICE, TeamsServiceModule } from './teams-service.module';
export { DemoSeedService } from './demo-seed/demo-seed.service';
export { TeamSnapshotsService } from './team-snapshots/team-snapshots.service';
export type {
  CreateProgramResultDto,
  ProgramDto,
  RetrieveTeamsDto,
  TeamDto,
  TeamLimitsDto,
} from './teams/dto/team.dto';
export type { JoinResultDto } from './join/join-result.dto';
export type { RosterPersonDto, PendingMemberDto } from './roster/roster.dto';
export type { TeamMemberDto, PendingFailureDto } from './membership/membership.dto';
