export { createTeamsApp, teamsRootModule } from './app';
export { loadTeamsConfig, teamsConfigSchema, type TeamsConfig } from './config';
export { TEAMS_SERVICE, TeamsServiceModule } from './teams-service.module';
export { DemoSeedService } from './demo-seed/demo-seed.service';
export type { CreateProgramResultDto, ProgramDto, RetrieveTeamsDto, TeamDto } from './teams/dto/team.dto';
