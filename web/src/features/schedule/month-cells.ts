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
