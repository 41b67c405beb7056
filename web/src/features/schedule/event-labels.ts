import {
  DARK_FOREGROUND,
  type EventType,
  LIGHT_FOREGROUND,
  relativeLuminance,
  type RsvpStatus,
} from '@chalktalk/domain';
import type { ScheduleEvent } from './schedule.types';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  GAME: 'Game',
  PRACTICE: 'Practice',
  SCRIMMAGE: 'Scrimmage',
  CUSTOM: 'Custom',
};

export const EVENT_TYPE_COLORS: Record<EventType, string> = {
  GAME: 'red',
  PRACTICE: 'blue',
  SCRIMMAGE: 'orange',
  CUSTOM: 'grape',
};

/**
 * Each built-in type's own colour where an event is painted in it (the month's day cells); a custom type brings its
 * own. Text on it is white or the theme's navy, whichever contrasts more: at least 4.5:1 on any colour.
 */
export const EVENT_TYPE_SWATCHES: Record<EventType, string> = {
  GAME: '#c92a2a',
  PRACTICE: '#1864ab',
  SCRIMMAGE: '#e8590c',
  CUSTOM: '#862e9c',
};

/** The colour an event is painted in and its text's: its custom type's colour, else its type's. */
export function eventSwatch(event: Pick<ScheduleEvent, 'eventType' | 'customType'>): {
  background: string;
  color: string;
} {
  const custom = event.customType?.color;
  const background =
    custom && relativeLuminance(custom) !== null ? custom : EVENT_TYPE_SWATCHES[event.eventType];
  return { background, color: readableOn(background) };
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or navy text, whichever contrasts more with the colour (worst case about 4.5:1, at mid grey). */
function readableOn(background: string): string {
  const luminance = relativeLuminance(background) ?? 0;
  const light = contrast(luminance, relativeLuminance(LIGHT_FOREGROUND)!);
  const dark = contrast(luminance, relativeLuminance(DARK_FOREGROUND)!);
  return light >= dark ? LIGHT_FOREGROUND : DARK_FOREGROUND;
}

export const RSVP_LABELS: Record<RsvpStatus, string> = {
  GOING: 'Going',
  MAYBE: 'Maybe',
  NOTGOING: 'Not going',
};

/** What a list calls the event: its title, a game's opponent, a custom type's name, or its type. */
export function eventName(
  event: Pick<ScheduleEvent, 'title' | 'eventType' | 'opponent' | 'customType'>,
): string {
  if (event.title) return event.title;
  if (event.eventType === 'GAME' && event.opponent) return `Game vs ${event.opponent}`;
  if (event.eventType === 'CUSTOM' && event.customType) return event.customType.name;
  return EVENT_TYPE_LABELS[event.eventType];
}

/** When an event happens: its start, its end (none for a search hit that has none) and its team's zone. */
export interface EventTimes {
  eventDate: string;
  endTime: string | null;
  timeZone: string;
}

/**
 * "Tue, Mar 10 · 6:00 PM – 7:30 PM EDT", in the event's (team's) zone whatever the browser's. `withYear` for
 * lists that mix seasons (search results): "Tue, Mar 10, 2026 · ...". An end on another day than the start (an
 * end time at or before the start time is on the next day) names its day: "Tue, Dec 2 · 6:00 PM – Wed, Dec 3,
 * 5:00 PM EST".
 */
export function eventWhen(event: EventTimes, { withYear = false }: { withYear?: boolean } = {}): string {
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: event.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' as const } : {}),
    }).format(new Date(iso));
  const day = dayOf(event.eventDate);
  const time = (iso: string, withZone: boolean) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: event.timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' as const } : {}),
    }).format(new Date(iso));
  if (!event.endTime) return `${day} · ${time(event.eventDate, true)}`;
  const endDay = dayOf(event.endTime);
  const end = endDay === day ? time(event.endTime, true) : `${endDay}, ${time(event.endTime, true)}`;
  return `${day} · ${time(event.eventDate, false)} – ${end}`;
}

/** The month (YYYY-MM) of a local date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** A few zones to choose from first; any IANA zone the browser knows is accepted. */
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

export function timeZoneOptions(current: string | undefined): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = all.filter((zone) => !COMMON_TIME_ZONES.includes(zone));
  const list = [...COMMON_TIME_ZONES, ...rest];
  return current && !list.includes(current) ? [current, ...list] : list;
}
