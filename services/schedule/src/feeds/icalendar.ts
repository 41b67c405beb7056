import { zonedParts, zoneOffsetMinutes } from '@chalktalk/domain';

/** What one VEVENT needs. */
export interface FeedEvent {
  id: string;
  summary: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  location: string | null;
  description: string;
  cancelled: boolean;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // Continuation lines start with a space, which counts towards their 75 octets.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20270316T220000Z */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** 20270316T180000 in the zone. */
export function localStamp(date: Date, timeZone: string): string {
  const { date: day, time, seconds } = zonedParts(date, timeZone);
  return `${day.replace(/-/g, '')}T${time.replace(':', '')}${pad(seconds)}`;
}

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};

interface Transition {
  at: Date;
  from: number;
  to: number;
}

/** The instants the zone's offset changes in [from, to), found by scanning days and bisecting to the minute. */
export function zoneTransitions(timeZone: string, from: Date, to: Date): Transition[] {
  const day = 86_400_000;
  const found: Transition[] = [];
  let previous = zoneOffsetMinutes(from, timeZone);
  for (let t = from.getTime() + day; t <= to.getTime() + day; t += day) {
    const offset = zoneOffsetMinutes(new Date(t), timeZone);
    if (offset === previous) continue;
    let lo = t - day;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
      if (zoneOffsetMinutes(new Date(mid), timeZone) === previous) lo = mid;
      else hi = mid;
    }
    found.push({ at: new Date(hi), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * A VTIMEZONE for the zone covering the years of the events: one STANDARD or DAYLIGHT observance per transition
 * (each with its own DTSTART in the local time before it), which is exact without guessing the zone's RRULEs. A
 * zone without transitions gets one STANDARD observance.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string[] {
  const start = new Date(Date.UTC(from.getUTCFullYear() - 1, 0, 1));
  const end = new Date(Date.UTC(to.getUTCFullYear() + 1, 11, 31));
  const transitions = zoneTransitions(timeZone, start, end);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = offsetText(zoneOffsetMinutes(start, timeZone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push('END:STANDARD');
  }
  for (const t of transitions) {
    const kind = t.to > t.from ? 'DAYLIGHT' : 'STANDARD';
    const localBefore = new Date(t.at.getTime() + t.from * 60_000);
    const dtstart =
      `${localBefore.getUTCFullYear()}${pad(localBefore.getUTCMonth() + 1)}${pad(localBefore.getUTCDate())}` +
      `T${pad(localBefore.getUTCHours())}${pad(localBefore.getUTCMinutes())}00`;
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${dtstart}`,
      `TZOFFSETFROM:${offsetText(t.from)}`,
      `TZOFFSETTO:${offsetText(t.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * A whole RFC 5545 calendar: stable UIDs (the event id), SEQUENCE from the event (raised on every change),
 * STATUS:CANCELLED for cancelled events, DTSTART/DTEND in the team zone with its VTIMEZONE, CRLF line ends and
 * lines folded at 75 octets.
 */
export function buildCalendar(name: string, events: FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chalktalk//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  const zones = new Map<string, { from: Date; to: Date }>();
  for (const event of events) {
    const span = zones.get(event.timeZone);
    zones.set(event.timeZone, {
      from: span && span.from < event.startAt ? span.from : event.startAt,
      to: span && span.to > event.endAt ? span.to : event.endAt,
    });
  }
  for (const [zone, span] of [...zones].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...vtimezone(zone, span.from, span.to));
  }
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@chalktalk`,
      // The last change, not the fetch time: an unchanged calendar is byte-identical, so its ETag holds.
      `DTSTAMP:${utcStamp(event.updatedAt)}`,
      `CREATED:${utcStamp(event.createdAt)}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      `SEQUENCE:${event.sequence}`,
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      `DTSTART;TZID=${event.timeZone}:${localStamp(event.startAt, event.timeZone)}`,
      `DTEND;TZID=${event.timeZone}:${localStamp(event.endAt, event.timeZone)}`,
      `SUMMARY:${escapeText(event.cancelled ? `Cancelled: ${event.summary}` : event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
