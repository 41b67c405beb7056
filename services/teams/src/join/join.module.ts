import { Module } from '@nestjs/common';
import { MembershipModule } from '../membership/membership.module';
import { ProgramAdminsModule } from '../program-admins/program-admins.module';
import { TeamsModule } from '../teams/teams.module';
import { JoinController } from './join.controller';
import { JoinService } from './join.service';

@Module({
  imports: [ProgramAdminsModule, TeamsModule, MembershipModule],
  controllers: [JoinController],
  providers: [JoinService],
})
export class JoinModule {}
