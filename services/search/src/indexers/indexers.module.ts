import { Module } from '@nestjs/common';
import { CommunityIndexerModule } from './community.indexer';
import { EventsIndexerModule } from './events.indexer';
import { FormationsIndexerModule } from './formations.indexer';
import { PlaysIndexerModule } from './plays.indexer';
import { PostsIndexerModule } from './posts.indexer';
import { RosterIndexerModule } from './roster.indexer';

/** One small module per source: each subscribes to its topic and writes its kind of document. */
@Module({
  imports: [
    PlaysIndexerModule,
    RosterIndexerModule,
    EventsIndexerModule,
    PostsIndexerModule,
    CommunityIndexerModule,
    FormationsIndexerModule,
  ],
})
export class IndexersModule {}
