import ICAL from 'ical.js';
import * as nodeIcal from 'node-ical';
import { seriesSlots } from '@chalktalk/domain';
import { buildCalendar, escapeText, type FeedEvent, foldLine, zoneTransitions } from './icalendar';

const NY = 'America/New_York';

const event = (over: Partial<FeedEvent> = {}): FeedEvent => ({
  id: '0195f1d2-0000-7000-8000-000000000001',
  summary: 'Practice',
  startAt: new Date('2027-03-09T23:00:00Z'),
  endAt: new Date('2027-03-10T00:30:00Z'),
  timeZone: NY,
  location: 'North Gym; Court 2, back door',
  description: '',
  cancelled: false,
  sequence: 0,
  createdAt: new Date('2027-01-10T00:00:00Z'),
  updatedAt: new Date('2027-01-10T00:00:00Z'),
  ...over,
});

/** A weekly 18:00 practice across the 14 March 2027 change, one moved to 17:00, one cancelled. */
function season(): FeedEvent[] {
  const slots = seriesSlots(
    { startDate: '2027-03-02', endDate: '2027-03-23', weekdays: [2], startTime: '18:00', endTime: '19:30' },
    NY,
  )!;
  return slots.map((slot, i) =>
    event({
      id: `0195f1d2-0000-7000-8000-00000000010${i}`,
      startAt: i === 2 ? new Date(slot.start.getTime() - 3_600_000) : slot.start,
      endAt: i === 2 ? new Date(slot.end.getTime() - 3_600_000) : slot.end,
      sequence: i === 2 ? 1 : i === 3 ? 2 : 0,
      cancelled: i === 3,
      summary: 'Practice',
    }),
  );
}

interface Seen {
  uid: string;
  start: string;
  end: string;
  status: string;
  sequence: number;
  summary: string;
  location: string;
}

function withIcalJs(text: string): Seen[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const e = new ICAL.Event(vevent);
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: e.sequence,
      summary: e.summary,
      location: e.location,
    };
  });
}

function withNodeIcal(text: string): Seen[] {
  const parsed = nodeIcal.sync.parseICS(text);
  return Object.values(parsed)
    .filter((c): c is nodeIcal.VEvent => c?.type === 'VEVENT')
    .map((e) => ({
      uid: e.uid,
      start: new Date(e.start as Date).toISOString(),
      end: new Date(e.end as Date).toISOString(),
      status: String(e.status),
      sequence: Number(e.sequence),
      summary: typeof e.summary === 'string' ? e.summary : String((e.summary as { val: string }).val),
      location: typeof e.location === 'string' ? e.location : String((e.location as { val: string }).val),
    }));
}

describe('iCalendar feed (RFC 5545), read by ical.js and node-ical', () => {
  it('gives both parsers the same series across the DST change, the moved and the cancelled event', () => {
    const text = buildCalendar('Hawks', season());
    const a = withIcalJs(text);
    const b = withNodeIcal(text);
    expect(a).toEqual(b);
    expect(a.map((e) => e.start)).toEqual([
      '2027-03-02T23:00:00.000Z',
      '2027-03-09T23:00:00.000Z',
      '2027-03-16T21:00:00.000Z',
      '2027-03-23T22:00:00.000Z',
    ]);
    expect(a.map((e) => [e.status, e.sequence])).toEqual([
      ['CONFIRMED', 0],
      ['CONFIRMED', 0],
      ['CONFIRMED', 1],
      ['CANCELLED', 2],
    ]);
    expect(a[3]!.summary).toBe('Cancelled: Practice');
    expect(a[0]!.location).toBe('North Gym; Court 2, back door');
  });

  it('writes local times with the zone and a VTIMEZONE with both observances', () => {
    const text = buildCalendar('Hawks', season());
    expect(text).toContain('DTSTART;TZID=America/New_York:20270316T170000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20270302T180000');
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500/,
    );
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('folds long lines at 75 octets without splitting characters, and both parsers unfold them', () => {
    const long = 'Objectives: ' + 'press break and zone offense, é → '.repeat(10);
    const text = buildCalendar('Hawks', [event({ description: long })]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toBe(long);
    const parsed = Object.values(nodeIcal.sync.parseICS(text)).find(
      (c) => c?.type === 'VEVENT',
    ) as nodeIcal.VEvent;
    expect(parsed.description).toBe(long);
  });

  it('escapes text and folds exactly', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine('X'.repeat(200)).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 52]);
  });

  it('finds the two US transitions of 2027', () => {
    const t = zoneTransitions(NY, new Date('2027-01-01T00:00:00Z'), new Date('2027-12-31T00:00:00Z'));
    expect(t.map((x) => x.at.toISOString())).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-11-07T06:00:00.000Z',
    ]);
  });
});
