import { zonedParts } from '@chalktalk/domain';
import type { CustomEventTypeEntity } from './custom-event-type.entity';
import type { EventEntity } from './event.entity';

export interface RsvpSummary {
  GOING: number;
  MAYBE: number;
  NOTGOING: number;
}

/** An event as the calls answer it: the spec's fields (eventDate, endTime instants) plus its local wall clock. */
export function eventView(
  event: EventEntity,
  customType?: Pick<CustomEventTypeEntity, 'id' | 'name' | 'color'> | null,
  extra: { myRsvp?: string | null; rsvpCounts?: RsvpSummary; teamName?: string } = {},
) {
  const start = zonedParts(event.startAt, event.timeZone);
  const end = zonedParts(event.endAt, event.timeZone);
  return {
    id: event.id,
    teamId: event.teamId,
    seriesId: event.seriesId,
    eventType: event.eventType,
    customType: customType ? { id: customType.id, name: customType.name, color: customType.color } : null,
    title: event.title,
    eventDate: event.startAt.toISOString(),
    endTime: event.endAt.toISOString(),
    timeZone: event.timeZone,
    local: { date: start.date, startTime: start.time, endDate: end.date, endTime: end.time },
    opponent: event.opponent,
    location: event.location,
    objectives: event.objectives,
    fieldDetails: event.fieldDetails,
    practicePlan: event.practicePlan,
    reminder: event.reminder
      ? { choice: event.reminder.choice, sendAt: new Date(event.reminder.sendAt).toISOString() }
      : false,
    defaultRsvp: event.defaultRsvp,
    cancelled: event.cancelled,
    sequence: event.sequence,
    createdBy: event.createdBy,
    createdDate: event.createdAt.toISOString(),
    lastUpdated: event.updatedAt.toISOString(),
    updated: {
      date: event.dateUpdated?.toISOString() ?? null,
      location: event.locationUpdated?.toISOString() ?? null,
      objectives: event.objectivesUpdated?.toISOString() ?? null,
      opponent: event.opponentUpdated?.toISOString() ?? null,
      fieldDetails: event.fieldDetailsUpdated?.toISOString() ?? null,
      practicePlan: event.practicePlanUpdated?.toISOString() ?? null,
    },
    ...extra,
  };
}

export type EventView = ReturnType<typeof eventView>;
