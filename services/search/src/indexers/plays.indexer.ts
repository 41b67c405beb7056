import { Injectable, Module } from '@nestjs/common';
import { PlayChangedSchema, PlayDeletedSchema, type PlayChanged, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

/** A play as search/global's Plays group shows it: its owner sees it, and each team it is listed in. */
export function playDocument(play: PlayChanged): SearchDocument {
  const acl = [grant.user(play.ownerId)];
  for (const listing of play.listings) {
    acl.push(listing.coachOnly ? grant.coaches(listing.teamId) : grant.team(listing.teamId));
  }
  return {
    id: `play:${play.playId}`,
    kind: 'play',
    acl: [...new Set(acl)],
    teamIds: play.listings.map((listing) => listing.teamId),
    playbookIds: [play.playbookId, ...play.listings.map((listing) => listing.playbookId)],
    title: play.name,
    keywords: play.tags.join(' '),
    body: play.description,
    data: {
      playId: play.playId,
      playbookId: play.playbookId,
      ownerId: play.ownerId,
      sport: play.sport,
      type: play.type,
      listings: play.listings.map(({ teamId, playbookId, coachOnly }) => ({ teamId, playbookId, coachOnly })),
    },
    version: versionOf(play.changedAt),
  };
}

/** playbook.play.v1 → plays. */
@Injectable()
export class PlaysIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.PlaybookPlay, { type: PlayChangedSchema.typeName })
  async changed(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.writer.put(manager, [playDocument(event.decode(PlayChangedSchema))]);
  }

  @OnEvent(Topics.PlaybookPlay, { type: PlayDeletedSchema.typeName })
  async deleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const play = event.decode(PlayDeletedSchema);
    await this.writer.remove(manager, [`play:${play.playId}`], versionOf(play.deletedAt));
  }
}

@Module({ imports: [SourcesModule], providers: [PlaysIndexer] })
export class PlaysIndexerModule {}
