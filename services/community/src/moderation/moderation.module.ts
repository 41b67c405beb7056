import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { PlaysModule } from '../plays/plays.module';
import { ContributorsModule } from '../profiles/contributors.module';
import { ReactionsModule } from '../reactions/reactions.module';
import { ReportsModule } from '../reports/reports.module';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';

@Module({
  imports: [ContributorsModule, PlaysModule, ReactionsModule, ReportsModule, TeamProjectionModule],
  controllers: [ModerationController],
  providers: [ModerationRepository, ModerationService],
})
export class ModerationModule {}
