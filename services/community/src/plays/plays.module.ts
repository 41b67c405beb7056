import { Module } from '@nestjs/common';
import { PlaybookClient } from '../playbook-client/playbook.client';
import { ContributorsModule } from '../profiles/contributors.module';
import { CommunityPlaysController } from './community-plays.controller';
import { CommunityPlaysRepository } from './community-plays.repository';
import { CommunityPlaysService } from './community-plays.service';
import { TrendingService } from './trending.service';

@Module({
  imports: [ContributorsModule],
  controllers: [CommunityPlaysController],
  providers: [CommunityPlaysRepository, CommunityPlaysService, TrendingService, PlaybookClient],
  exports: [CommunityPlaysRepository, CommunityPlaysService, TrendingService],
})
export class PlaysModule {}
