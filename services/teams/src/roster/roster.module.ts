import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { InvitedTeamFlag } from './invited-team-flag';
import { RatingEventsHandler } from './rating-events.handler';
import { RosterController } from './roster.controller';
import { RosterService } from './roster.service';
import { RosterWriter } from './roster-writer';

@Module({
  imports: [TeamsModule],
  controllers: [RosterController],
  providers: [RosterService, RosterWriter, InvitedTeamFlag, RatingEventsHandler],
  exports: [RosterWriter, InvitedTeamFlag],
})
export class RosterModule {}
