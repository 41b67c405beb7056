/**
 * Wall-clock time in a team's IANA time zone, with nothing but Intl (the package stays dependency-free).
 * Events are stored as instants; what the coach chose ("Tuesdays at 18:00 in America/New_York") is a local date
 * and time in the team's zone, and series keep that local time across daylight-saving changes.
 */

/** A calendar date, YYYY-MM-DD. */
export type LocalDate = string;
/** A wall-clock time, HH:MM zero-padded (spec section 5). */
export type LocalTime = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone name the runtime knows (e.g. 'America/Chicago', 'UTC'). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface ZonedParts {
  date: LocalDate;
  time: LocalTime;
  /** 0 = Sunday (the spec's days of the week start with Sunday). */
  weekday: number;
  seconds: number;
}

/** The local date, time and weekday of an instant in the zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    seconds: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at the instant (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, time, seconds } = zonedParts(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:${String(seconds).padStart(2, '0')}Z`);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant at which the zone's clocks show the local date and time. A time skipped by a daylight-saving jump
 * (02:30 on a spring-forward night) moves forward by the jump, as calendars do; a repeated hour takes the first.
 */
export function zonedInstant(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) throw new RangeError(`Not a local date and time: ${date} ${time}`);
  const before = zoneOffsetMinutes(new Date(naive - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(naive + 86_400_000), timeZone);
  // Try the earlier offset first (the first of a repeated hour), then the later one.
  const offsets = before >= after ? [before, after] : [after, before];
  for (const offset of offsets) {
    const candidate = new Date(naive - offset * 60_000);
    const shown = zonedParts(candidate, timeZone);
    if (shown.date === date && shown.time === time) return candidate;
  }
  // In a gap: the clock jumped from the old offset; read the time with the old offset (it lands after the jump).
  return new Date(naive - before * 60_000);
}

/** The date n days after (or before, negative) a local date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (b later = positive). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday for a local date. */
export function weekdayOf(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Minutes since midnight of a HH:MM time. */
export const minutesOfDay = (time: LocalTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
