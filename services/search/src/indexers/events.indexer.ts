import { Injectable, Module } from '@nestjs/common';
import {
  EventAddedSchema,
  EventCancelledSchema,
  EventDeletedSchema,
  EventUpdatedSchema,
  type ScheduledEvent,
  timestampDate,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { grant } from '../access/acl';
import { type SearchDocument, versionOf } from '../index/search-document';
import { IndexWriter } from '../sources/index-writer';
import { SourcesModule } from '../sources/sources.module';

const TYPE_NAMES: Record<string, string> = {
  GAME: 'Game',
  PRACTICE: 'Practice',
  SCRIMMAGE: 'Scrimmage',
};

/** A schedule event for the team's members; a game is found by its opponent. */
export function eventDocument(event: ScheduledEvent, version: number): SearchDocument {
  const type = event.eventType === 'CUSTOM' ? event.customTypeName : (TYPE_NAMES[event.eventType] ?? '');
  const title =
    event.title || (event.opponent ? `${type} vs ${event.opponent}`.trim() : type) || event.eventType;
  return {
    id: `event:${event.eventId}`,
    kind: 'event',
    acl: [grant.team(event.teamId)],
    teamIds: [event.teamId],
    playbookIds: [],
    title,
    keywords: [event.opponent, type].filter(Boolean).join(' '),
    body: [event.locationName, event.objectives].filter(Boolean).join('\n'),
    data: {
      eventId: event.eventId,
      teamId: event.teamId,
      eventType: event.eventType,
      title,
      opponent: event.opponent,
      locationName: event.locationName,
      startAt: event.startAt ? timestampDate(event.startAt).toISOString() : null,
      endAt: event.endAt ? timestampDate(event.endAt).toISOString() : null,
      timeZone: event.timeZone,
      cancelled: event.cancelled,
    },
    version,
  };
}

/** schedule.event.v1 → events (cancelled ones stay findable, marked). */
@Injectable()
export class EventsIndexer {
  constructor(private readonly writer: IndexWriter) {}

  @OnEvent(Topics.ScheduleEvent, { type: EventAddedSchema.typeName })
  async added(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.put(manager, event.decode(EventAddedSchema).event, event);
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventUpdatedSchema.typeName })
  async updated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.put(manager, event.decode(EventUpdatedSchema).event, event);
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventCancelledSchema.typeName })
  async cancelled(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.put(manager, event.decode(EventCancelledSchema).event, event);
  }

  @OnEvent(Topics.ScheduleEvent, { type: EventDeletedSchema.typeName })
  async deleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const deleted = event.decode(EventDeletedSchema);
    await this.writer.remove(manager, [`event:${deleted.eventId}`], versionOf(event.envelope.occurredAt));
  }

  private async put(manager: EntityManager, scheduled: ScheduledEvent | undefined, event: ReceivedEvent) {
    if (scheduled) {
      await this.writer.put(manager, [eventDocument(scheduled, versionOf(event.envelope.occurredAt))]);
    }
  }
}

@Module({ imports: [SourcesModule], providers: [EventsIndexer] })
export class EventsIndexerModule {}
