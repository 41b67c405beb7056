import type { CalendarEvent } from './schedule.types';

/**
 * getCalendar's answer on the wire: a club month is 4,000+ cells, so each cell leaves out what is absent or the
 * default (services/schedule/src/events/calendar-cells.sql.ts) and the club calendar names each team once.
 */
export interface CalendarWireAnswer {
  timeZone: string;
  month: string;
  /** The club calendar only: each team of the program once. */
  teams?: Record<string, { name: string }>;
  events: CalendarWireCell[];
}

export type CalendarWireCell = Pick<
  CalendarEvent,
  'id' | 'teamId' | 'eventType' | 'eventDate' | 'endTime' | 'local' | 'rsvpCounts'
> &
  Partial<
    Pick<
      CalendarEvent,
      'customType' | 'title' | 'opponent' | 'location' | 'timeZone' | 'cancelled' | 'myRsvp'
    >
  >;

export interface CalendarAnswer {
  timeZone: string;
  events: CalendarEvent[];
}

/** The cells as the month view reads them: every field there, the zone and team name filled in from the answer. */
export function expandCalendarAnswer(answer: CalendarWireAnswer): CalendarAnswer {
  const { teams, timeZone } = answer;
  return {
    timeZone,
    events: answer.events.map((cell) => ({
      ...cell,
      customType: cell.customType ?? null,
      title: cell.title ?? '',
      opponent: cell.opponent ?? null,
      location: cell.location ?? null,
      timeZone: cell.timeZone ?? timeZone,
      cancelled: cell.cancelled ?? false,
      myRsvp: cell.myRsvp ?? null,
      ...(teams ? { teamName: teams[cell.teamId]?.name ?? '' } : {}),
    })),
  };
}
