import { Injectable, Module } from '@nestjs/common';
import {
  type CommunityPlayPublished,
  CommunityPlayPublishedSchema,
  CommunityPlayTakenDownSchema,
  timestampDate,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

/** A published community play: anyone may find it, signed out too. */
export function communityDocument(play: CommunityPlayPublished, version: number): SearchDocument {
  return {
    id: `community:${play.communityPlayId}`,
    kind: 'community',
    acl: [grant.public],
    teamIds: [],
    playbookIds: [],
    title: play.name,
    keywords: play.tags.join(' '),
    body: play.description,
    data: {
      id: play.communityPlayId,
      name: play.name,
      description: play.description,
      tags: [...play.tags],
      sport: play.sport,
      authorId: play.authorId,
      programId: play.programId || null,
      publishedAt: play.publishedAt ? timestampDate(play.publishedAt).toISOString() : null,
    },
    version,
  };
}

/** community.play.v1 → community plays (search/community). */
@Injectable()
export class CommunityIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.CommunityPlay, { type: CommunityPlayPublishedSchema.typeName })
  async published(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const play = event.decode(CommunityPlayPublishedSchema);
    await this.writer.put(manager, [communityDocument(play, versionOf(event.envelope.occurredAt))]);
  }

  @OnEvent(Topics.CommunityPlay, { type: CommunityPlayTakenDownSchema.typeName })
  async takenDown(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const play = event.decode(CommunityPlayTakenDownSchema);
    await this.writer.remove(
      manager,
      [`community:${play.communityPlayId}`],
      versionOf(event.envelope.occurredAt),
    );
  }
}

@Module({ imports: [SourcesModule], providers: [CommunityIndexer] })
export class CommunityIndexerModule {}
