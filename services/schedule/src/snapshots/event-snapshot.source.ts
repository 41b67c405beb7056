import { Injectable } from '@nestjs/common';
import { create, EventUpdatedSchema, Topics } from '@chalktalk/contracts';
import {
  lockedEntityPage,
  type SnapshotPage,
  type SnapshotProvider,
  SnapshotSource,
} from '@chalktalk/platform';
import { DataSource, In } from 'typeorm';
import { CustomEventTypeEntity } from '../events/custom-event-type.entity';
import { EventEntity } from '../events/event.entity';
import { ScheduleEventsPublisher } from '../events/schedule-events.publisher';

/**
 * schedule.event.v1's snapshot: an EventUpdated (no changed fields, no notification) per event, cancelled ones
 * included, as ScheduleEventsPublisher builds it, stamped after the page is locked (lockedEntityPage).
 */
@Injectable()
@SnapshotSource(Topics.ScheduleEvent)
export class EventSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return lockedEntityPage(this.db, EventEntity, after, limit, async (events, stamp, manager) => {
      const typeIds = [
        ...new Set(events.map((event) => event.customTypeId).filter((id): id is string => !!id)),
      ];
      const types = typeIds.length
        ? await manager.getRepository(CustomEventTypeEntity).findBy({ id: In(typeIds) })
        : [];
      const typeNames = new Map(types.map((type) => [type.id, type.name]));
      return events.map((event) => ({
        event: {
          topic: Topics.ScheduleEvent,
          key: event.teamId,
          teamId: event.teamId,
          schema: EventUpdatedSchema,
          payload: create(EventUpdatedSchema, {
            event: ScheduleEventsPublisher.scheduled(
              event,
              event.customTypeId ? (typeNames.get(event.customTypeId) ?? '') : '',
            ),
            changedFields: [],
            sendNotification: false,
          }),
        },
        occurredAt: stamp,
      }));
    });
  }
}
