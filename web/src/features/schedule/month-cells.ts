import { eventName } from './event-labels';
import type { CalendarEvent } from './schedule.types';

/** Lines of events a day cell of the desktop month has room for. */
export const DAY_CELL_LINES = 3;

/**
 * What a desktop day cell lists: every event when they fit, else one line fewer and "+N more" on the last line
 * (the day's full list opens on a click).
 */
export function dayCellEvents<T>(events: readonly T[], lines = DAY_CELL_LINES): { shown: T[]; more: number } {
  if (events.length <= lines) return { shown: [...events], more: 0 };
  return { shown: events.slice(0, lines - 1), more: events.length - (lines - 1) };
}

/** A start time as short as a cell needs it, in the event's zone: "6 PM", "6:30 PM". */
export function cellTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const minute = parts.find((part) => part.type === 'minute')?.value;
  return parts
    .filter(
      (part) =>
        !(minute === '00' && (part.type === 'minute' || (part.type === 'literal' && part.value === ':'))),
    )
    .map((part) => part.value)
    .join('')
    .replace(/\s/g, ' ');
}

/** "6 PM Practice": an event as a day cell shows it. */
export const cellLine = (event: CalendarEvent) =>
  `${cellTime(event.eventDate, event.timeZone)} ${eventName(event)}`;

const dayOfMonth = (date: string) => Number(date.slice(8, 10));

const monthAndYear = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A day button's accessible name. It starts with what the button shows (WCAG 2.5.3, label in name), then says the
 * month and how many events: on a phone "30 November 2026, 2 event(s)" (the button shows the day); on a desktop
 * "30, 9 AM Practice, 6 PM Game vs Tigers (November 2026, 2 event(s))" (the cell shows its lines).
 */
export function dayButtonName(date: string, events: readonly CalendarEvent[], withLines: boolean): string {
  const day = dayOfMonth(date);
  if (!events.length) return `${day} ${monthAndYear(date)}`;
  const count = `${events.length} event(s)`;
  if (!withLines) return `${day} ${monthAndYear(date)}, ${count}`;
  const { shown, more } = dayCellEvents(events);
  const lines = [...shown.map(cellLine), ...(more ? [`+${more} more`] : [])];
  return `${day}, ${lines.join(', ')} (${monthAndYear(date)}, ${count})`;
}
