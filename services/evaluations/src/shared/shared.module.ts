import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { TeamAccess } from './team-access';

@Module({
  imports: [TeamProjectionModule],
  providers: [TeamAccess],
  exports: [TeamAccess, TeamProjectionModule],
})
export class SharedModule {}
