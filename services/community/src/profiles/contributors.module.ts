import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { Contributors } from './contributors.service';
import { ProfilesRepository } from './profiles.repository';
import { Reviewers } from './reviewers.service';

/** Who may contribute (profiles, program membership) and who reviews: shared by plays, profiles, reactions, moderation. */
@Module({
  imports: [TeamProjectionModule],
  providers: [ProfilesRepository, Contributors, Reviewers],
  exports: [ProfilesRepository, Contributors, Reviewers],
})
export class ContributorsModule {}
