import {
  DEFAULT_EVENT_END,
  DEFAULT_EVENT_START,
  REMINDER_OPTIONS,
  REMINDER_TIME_SHIFT_HOURS,
} from './schedule-constants';
import {
  addDays,
  daysBetween,
  type LocalDate,
  type LocalTime,
  minutesOfDay,
  weekdayOf,
  zonedInstant,
  zonedParts,
} from './zoned-time';

/** The zone of a team that has not chosen one yet (the editions sell in the US). */
export const DEFAULT_TEAM_TIME_ZONE = 'America/New_York';

/** Most events one series (createBulkEvents) may create: two a week for a long season. */
export const MAX_SERIES_EVENTS = 200;

/**
 * A fixed-offset zone for the spec's `timezoneOffset` (minutes as JavaScript's getTimezoneOffset gives them:
 * New York in winter = 300), used only when a team has no zone of its own.
 */
export function offsetZone(timezoneOffset: number): string {
  const ahead = -timezoneOffset;
  const sign = ahead < 0 ? '-' : '+';
  const abs = Math.abs(ahead);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface EventSlot {
  date: LocalDate;
  startTime: LocalTime;
  endTime: LocalTime;
  start: Date;
  end: Date;
}

/** An event from local date and times; an end at or before the start is on the next day. */
export function eventSlot(
  date: LocalDate,
  startTime: LocalTime,
  endTime: LocalTime,
  timeZone: string,
): EventSlot {
  const endDate = minutesOfDay(endTime) <= minutesOfDay(startTime) ? addDays(date, 1) : date;
  return {
    date,
    startTime,
    endTime,
    start: zonedInstant(date, startTime, timeZone),
    end: zonedInstant(endDate, endTime, timeZone),
  };
}

/**
 * A new event's default slot (spec section 9): 15:00–17:00 in the team's zone, today, or tomorrow when it is
 * already 15:00 or later there.
 */
export function defaultEventSlot(now: Date, timeZone: string): EventSlot {
  const local = zonedParts(now, timeZone);
  const date = local.time >= DEFAULT_EVENT_START ? addDays(local.date, 1) : local.date;
  return eventSlot(date, DEFAULT_EVENT_START, DEFAULT_EVENT_END, timeZone);
}

/** Whole days from today to the event's day, both in the team's zone (0 = today, negative = past). */
export function daysRemaining(now: Date, start: Date, timeZone: string): number {
  return daysBetween(zonedParts(now, timeZone).date, zonedParts(start, timeZone).date);
}

export type ReminderChoice = (typeof REMINDER_OPTIONS)[number]['label'];
export const REMINDER_CHOICES = REMINDER_OPTIONS.map((option) => option.label) as ReminderChoice[];

/**
 * When a reminder goes out: 'Send Immediately' now; 'N Days Before' N days before the start at the start's local
 * time shifted by REMINDER_TIME_SHIFT_HOURS (a 15:00 game reminded one day before goes at 17:00 the day before),
 * never before now.
 */
export function reminderSendAt(choice: ReminderChoice, start: Date, timeZone: string, now: Date): Date {
  const option = REMINDER_OPTIONS.find((o) => o.label === choice);
  if (!option || option.daysBefore === 0) return now;
  const local = zonedParts(start, timeZone);
  const at = zonedInstant(addDays(local.date, -option.daysBefore), local.time, timeZone);
  const shifted = new Date(at.getTime() + REMINDER_TIME_SHIFT_HOURS * 3_600_000);
  return shifted < now ? now : shifted;
}

export interface SeriesDefinition {
  /** First day that may hold an event. */
  startDate: LocalDate;
  /** Last day that may hold an event (inclusive). */
  endDate: LocalDate;
  /** Days of the week, 0 = Sunday. */
  weekdays: number[];
  startTime: LocalTime;
  endTime: LocalTime;
}

/**
 * The events of a weekly series: every chosen weekday between the dates, each at the same local wall-clock time in
 * the team's zone, so a Tuesday 18:00 practice stays at 18:00 after the clocks change. Null when the series would
 * exceed MAX_SERIES_EVENTS.
 */
export function seriesSlots(series: SeriesDefinition, timeZone: string): EventSlot[] | null {
  const days = daysBetween(series.startDate, series.endDate);
  const weekdays = new Set(series.weekdays);
  const slots: EventSlot[] = [];
  for (let i = 0; i <= days; i++) {
    const date = addDays(series.startDate, i);
    if (!weekdays.has(weekdayOf(date))) continue;
    if (slots.length === MAX_SERIES_EVENTS) return null;
    slots.push(eventSlot(date, series.startTime, series.endTime, timeZone));
  }
  return slots;
}

/**
 * Moves an event to new local times on its own local day (a bulk edit of a series): each event keeps its date and
 * gets the same wall-clock times, whatever the offset on that day.
 */
export function retimedSlot(
  start: Date,
  timeZone: string,
  startTime: LocalTime | undefined,
  endTime: LocalTime | undefined,
  currentEnd: Date,
): EventSlot {
  const local = zonedParts(start, timeZone);
  return eventSlot(
    local.date,
    startTime ?? local.time,
    endTime ?? zonedParts(currentEnd, timeZone).time,
    timeZone,
  );
}

/** The fields whose change an edit stamps (spec section 4): opponent counts for games only. */
export const EVENT_STAMPS = [
  'date',
  'location',
  'objectives',
  'fieldDetails',
  'practicePlan',
  'opponent',
] as const;
export type EventStamp = (typeof EVENT_STAMPS)[number];

export interface StampedFields {
  eventType: string;
  start: Date;
  end: Date;
  locationName: string | null;
  objectives: string | null;
  fieldDetails: string | null;
  /** The practice plan in a comparable form (JSON text), or null. */
  practicePlan: string | null;
  opponent: string | null;
}

const same = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');

/** Which updated stamps an edit sets: only for what really changed. */
export function changedStamps(before: StampedFields, after: StampedFields): EventStamp[] {
  const changed: EventStamp[] = [];
  if (before.start.getTime() !== after.start.getTime() || before.end.getTime() !== after.end.getTime()) {
    changed.push('date');
  }
  if (!same(before.locationName, after.locationName)) changed.push('location');
  if (!same(before.objectives, after.objectives)) changed.push('objectives');
  if (!same(before.fieldDetails, after.fieldDetails)) changed.push('fieldDetails');
  if (!same(before.practicePlan, after.practicePlan)) changed.push('practicePlan');
  if (after.eventType === 'GAME' && !same(before.opponent, after.opponent)) changed.push('opponent');
  return changed;
}
