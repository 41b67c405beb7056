import { Module } from '@nestjs/common';
import { RosterModule } from '../roster/roster.module';
import { ProgramAdminsModule } from '../program-admins/program-admins.module';
import { TeamsModule } from '../teams/teams.module';
import { MembershipController } from './membership.controller';
import { MembershipService } from './membership.service';
import { MembershipWriter } from './membership-writer';
import { TeamEmailService } from './team-email.service';

@Module({
  imports: [ProgramAdminsModule, TeamsModule, RosterModule],
  controllers: [MembershipController],
  providers: [MembershipService, MembershipWriter, TeamEmailService],
  exports: [MembershipWriter],
})
export class MembershipModule {}
