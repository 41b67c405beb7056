import { Module } from '@nestjs/common';
import { TeamsModule } from '../teams/teams.module';
import { ProgramAdminsService } from './program-admins.service';

@Module({
  imports: [TeamsModule],
  providers: [ProgramAdminsService],
  exports: [ProgramAdminsService],
})
export class ProgramAdminsModule {}
