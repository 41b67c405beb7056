import { Injectable, Module } from '@nestjs/common';
import {
  RosterPlayerAddedSchema,
  RosterPlayerRemovedSchema,
  RosterPlayerUpdatedSchema,
  type RosterEntry,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

/** A roster player, seen by those who may view the team's roster; name boosted, jersey and position exact. */
export function rosterDocument(entry: RosterEntry, version: number): SearchDocument {
  return {
    id: `roster:${entry.id}`,
    kind: 'roster',
    acl: [grant.roster(entry.teamId)],
    teamIds: [entry.teamId],
    playbookIds: [],
    title: `${entry.firstName} ${entry.lastName}`.trim(),
    keywords: [entry.jersey, ...entry.position.split(/\s+/)].filter(Boolean).join(' '),
    body: '',
    data: {
      rosterId: entry.id,
      teamId: entry.teamId,
      firstName: entry.firstName,
      lastName: entry.lastName,
      jersey: entry.jersey,
      position: entry.position,
      userId: entry.userId || null,
    },
    version,
  };
}

/**
 * teams.roster.v1 → roster. Players only: contacts (playerId set) are reached through their player, and pending
 * roster entries are not on the roster yet.
 */
@Injectable()
export class RosterIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerAddedSchema.typeName })
  async added(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.entry(manager, event.decode(RosterPlayerAddedSchema).entry, event);
  }

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerUpdatedSchema.typeName })
  async updated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.entry(manager, event.decode(RosterPlayerUpdatedSchema).entry, event);
  }

  @OnEvent(Topics.TeamsRoster, { type: RosterPlayerRemovedSchema.typeName })
  async removed(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const removed = event.decode(RosterPlayerRemovedSchema);
    await this.writer.remove(manager, [`roster:${removed.rosterId}`], versionOf(event.envelope.occurredAt));
  }

  private async entry(manager: EntityManager, entry: RosterEntry | undefined, event: ReceivedEvent) {
    if (!entry) return;
    const version = versionOf(event.envelope.occurredAt);
    if (entry.pending || entry.playerId) await this.writer.remove(manager, [`roster:${entry.id}`], version);
    else await this.writer.put(manager, [rosterDocument(entry, version)]);
  }
}

@Module({ imports: [SourcesModule], providers: [RosterIndexer] })
export class RosterIndexerModule {}
