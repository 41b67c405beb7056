import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { TeamAccessService } from './team-access.service';

/** The caller's standing on a team (and TeamDirectory itself) for the documents and feed modules. */
@Module({
  imports: [TeamProjectionModule],
  providers: [TeamAccessService],
  exports: [TeamAccessService, TeamProjectionModule],
})
export class AccessModule {}
