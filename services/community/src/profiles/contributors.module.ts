import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { Contributors } from './contributors.service';
import { ProfilesRepository } from './profiles.repository';

/** Who may contribute (profiles, program membership): shared by plays, profiles and reactions. */
@Module({
  imports: [TeamProjectionModule],
  providers: [ProfilesRepository, Contributors],
  exports: [ProfilesRepository, Contributors],
})
export class ContributorsModule {}
