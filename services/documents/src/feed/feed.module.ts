import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PreviewsModule } from '../previews/previews.module';
import { FeedEvents } from './feed-events';
import { FeedController } from './feed.controller';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

@Module({
  imports: [AccessModule, PreviewsModule],
  controllers: [FeedController],
  providers: [FeedService, FeedRepository, FeedEvents],
})
export class FeedModule {}
