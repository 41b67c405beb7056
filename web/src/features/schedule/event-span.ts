import { addDays, LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN, minutesOfDay } from '@chalktalk/domain';

const MINUTES_PER_DAY = 24 * 60;

const length = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
};

/**
 * What the event form says under its End field when the end time is at or before the start time: the schedule
 * keeps such an event to the next day (domain eventSlot), so the coach sees it before saving, with the day and the
 * length: "Ends the next day, Thu, Dec 3 (23 h)". Null while the end is later the same day or a field is unfinished.
 */
export function nextDayEndNote(date: string, startTime: string, endTime: string): string | null {
  if (!LOCAL_TIME_PATTERN.test(startTime) || !LOCAL_TIME_PATTERN.test(endTime)) return null;
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  if (end > start) return null;
  const minutes = MINUTES_PER_DAY - start + end;
  if (!LOCAL_DATE_PATTERN.test(date)) return `Ends the next day (${length(minutes)})`;
  const endDay = new Date(`${addDays(date, 1)}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Ends the next day, ${endDay} (${length(minutes)})`;
}
