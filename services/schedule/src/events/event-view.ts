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

/**
 * A month calendar cell: what the month view shows of an event (type, name, when, where, cancelled, the counts and
 * the caller's answer); event details (ev) load the whole event on open. `local` holds only the start's date in the
 * event's zone, the day the month view puts it on.
 */
export interface CalendarCell {
  id: string;
  teamId: string;
  eventType: string;
  customType: { id: string; name: string; color: string } | null;
  title: string;
  opponent: string | null;
  location: { name: string } | null;
  eventDate: string;
  endTime: string;
  timeZone: string;
  local: { date: string };
  cancelled: boolean;
  myRsvp: string | null;
  rsvpCounts: RsvpSummary;
  teamName?: string;
}

/** A row of the calendar statement (EventsRepository.calendarCells). */
export interface CalendarRow {
  id: string;
  team_id: string;
  event_type: string;
  type_id: string | null;
  type_name: string | null;
  type_color: string | null;
  title: string;
  opponent: string | null;
  location_name: string | null;
  start_ms: number;
  end_ms: number;
  time_zone: string;
  local_date: string;
  cancelled: boolean;
  my_rsvp: string | null;
  going_count: number;
  maybe_count: number;
  not_going_count: number;
}

export function calendarCell(row: CalendarRow): CalendarCell {
  return {
    id: row.id,
    teamId: row.team_id,
    eventType: row.event_type,
    customType: row.type_id ? { id: row.type_id, name: row.type_name!, color: row.type_color! } : null,
    title: row.title,
    opponent: row.opponent,
    location: row.location_name === null ? null : { name: row.location_name },
    eventDate: new Date(row.start_ms).toISOString(),
    endTime: new Date(row.end_ms).toISOString(),
    timeZone: row.time_zone,
    local: { date: row.local_date },
    cancelled: row.cancelled,
    myRsvp: row.my_rsvp,
    rsvpCounts: { GOING: row.going_count, MAYBE: row.maybe_count, NOTGOING: row.not_going_count },
  };
}
