import { Module } from '@nestjs/common';
import { ProgramAdminsModule } from '../program-admins/program-admins.module';
import { TeamsModule } from '../teams/teams.module';
import { InvitesController } from './invites.controller';
import { InvitesService } from './invites.service';

@Module({
  imports: [ProgramAdminsModule, TeamsModule],
  controllers: [InvitesController],
  providers: [InvitesService],
})
export class InvitesModule {}
