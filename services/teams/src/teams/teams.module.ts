import { Module } from '@nestjs/common';
import { TeamContextLoader } from './team-context.loader';
import { TeamsController } from './teams.controller';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

/** The team core: storage, the loaded-team context the rules use, and the team switcher's read. */
@Module({
  controllers: [TeamsController],
  providers: [TeamsRepository, TeamsService, TeamContextLoader],
  exports: [TeamsRepository, TeamContextLoader],
})
export class TeamsModule {}
