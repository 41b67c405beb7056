import { Injectable } from '@nestjs/common';
import { create, EventUpdatedSchema, Topics } from '@chalktalk/contracts';
import { nextCursor, type SnapshotPage, type SnapshotProvider, SnapshotSource } from '@chalktalk/platform';
import { DataSource, In, MoreThan } from 'typeorm';
import { CustomEventTypeEntity } from '../events/custom-event-type.entity';
import { EventEntity } from '../events/event.entity';
import { ScheduleEventsPublisher } from '../events/schedule-events.publisher';

/**
 * schedule.event.v1's snapshot: an EventUpdated (no changed fields, no notification) per event, cancelled ones
 * included, as ScheduleEventsPublisher builds it. The page is locked FOR SHARE before the stamp is taken with the
 * process clock the outbox stamps events with: a change before the lock stamped earlier, one after it waits.
 */
@Injectable()
@SnapshotSource(Topics.ScheduleEvent)
export class EventSnapshotSource implements SnapshotProvider {
  constructor(private readonly db: DataSource) {}

  page(after: string | null, limit: number): Promise<SnapshotPage> {
    return this.db.transaction(async (manager) => {
      const events = await manager.getRepository(EventEntity).find({
        where: after ? { id: MoreThan(after) } : {},
        order: { id: 'ASC' },
        take: limit,
        lock: { mode: 'pessimistic_read' },
      });
      const stamp = new Date();
      const typeIds = [
        ...new Set(events.map((event) => event.customTypeId).filter((id): id is string => !!id)),
      ];
      const types = typeIds.length
        ? await manager.getRepository(CustomEventTypeEntity).findBy({ id: In(typeIds) })
        : [];
      const typeNames = new Map(types.map((type) => [type.id, type.name]));
      return {
        items: events.map((event) => ({
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
        })),
        next: nextCursor(events, limit, (event) => event.id),
      };
    });
  }
}
