import { Module } from '@nestjs/common';
import { TeamProjectionModule } from '@chalktalk/platform';
import { EventsModule } from '../events/events.module';
import { FeedsController } from './feeds.controller';
import { FeedsRepository } from './feeds.repository';
import { FeedsService } from './feeds.service';

@Module({
  imports: [EventsModule, TeamProjectionModule],
  controllers: [FeedsController],
  providers: [FeedsRepository, FeedsService],
})
export class FeedsModule {}
