import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { Contributors } from './contributors.service';
import { DemoModeratorSeed } from './demo-moderator.seed';
import { ModeratorsRepository } from './moderators.repository';
import { ProfilesRepository } from './profiles.repository';
import { Reviewers } from './reviewers.service';

/** Who may contribute (profiles, program membership) and who reviews: shared by plays, profiles, reactions, moderation. */
@Module({
  imports: [TeamProjectionModule],
  providers: [ProfilesRepository, ModeratorsRepository, Contributors, Reviewers, DemoModeratorSeed],
  exports: [ProfilesRepository, Contributors, Reviewers, DemoModeratorSeed],
})
export class ContributorsModule {}
