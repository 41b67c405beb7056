import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { InvitesController } from './invites.controller';
import { InvitesService } from './invites.service';

@Module({
  imports: [TeamsModule],
  controllers: [InvitesController],
  providers: [InvitesService],
})
export class InvitesModule {}
