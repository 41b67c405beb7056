import {
  changedStamps,
  daysRemaining,
  defaultEventSlot,
  eventSlot,
  MAX_SERIES_EVENTS,
  offsetZone,
  reminderSendAt,
  retimedSlot,
  seriesSlots,
  type StampedFields,
} from './event-rules';
import { zonedParts } from './zoned-time';

const NY = 'America/New_York';

describe('new event defaults', () => {
  it('is 15:00-17:00 today before 15:00 in the team zone', () => {
    // 13:00 in New York.
    const slot = defaultEventSlot(new Date('2026-01-15T18:00:00Z'), NY);
    expect(slot).toMatchObject({ date: '2026-01-15', startTime: '15:00', endTime: '17:00' });
    expect(slot.start.toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(slot.end.toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });

  it('is tomorrow from 15:00 on, judged by the team zone and not UTC', () => {
    // 15:30 in New York, 20:30 UTC.
    expect(defaultEventSlot(new Date('2026-01-15T20:30:00Z'), NY).date).toBe('2026-01-16');
    // 16:00 UTC is only 11:00 in Chicago: today.
    expect(defaultEventSlot(new Date('2026-01-15T16:00:00Z'), 'America/Chicago').date).toBe('2026-01-15');
    // 23:30 in Los Angeles is already the next day in UTC; tomorrow is the 16th local.
    expect(defaultEventSlot(new Date('2026-01-16T07:30:00Z'), 'America/Los_Angeles').date).toBe('2026-01-16');
  });

  it('puts an end before the start on the next day', () => {
    const slot = eventSlot('2026-01-15', '22:00', '01:00', NY);
    expect(slot.end.getTime() - slot.start.getTime()).toBe(3 * 3_600_000);
  });
});

describe('reminders', () => {
  const start = new Date('2026-01-20T20:00:00Z'); // 15:00 New York

  it('sends now for Send Immediately', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(reminderSendAt('Send Immediately', start, NY, now)).toEqual(now);
  });

  it('sends N days before at the local start time shifted by 2 hours', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(reminderSendAt('One Day Before', start, NY, now).toISOString()).toBe('2026-01-19T22:00:00.000Z');
    expect(reminderSendAt('Three Days Before', start, NY, now).toISOString()).toBe(
      '2026-01-17T22:00:00.000Z',
    );
  });

  it('counts the days remaining in the team zone', () => {
    expect(daysRemaining(new Date('2026-01-18T04:00:00Z'), start, NY)).toBe(3);
    expect(daysRemaining(new Date('2026-01-20T12:00:00Z'), start, NY)).toBe(0);
  });
});

describe('weekly series across daylight-saving changes', () => {
  it('keeps a Tuesday 18:00 practice at 18:00 before and after spring forward', () => {
    const slots = seriesSlots(
      { startDate: '2026-02-24', endDate: '2026-03-17', weekdays: [2], startTime: '18:00', endTime: '19:30' },
      NY,
    )!;
    expect(slots.map((s) => s.date)).toEqual(['2026-02-24', '2026-03-03', '2026-03-10', '2026-03-17']);
    for (const slot of slots) {
      expect(zonedParts(slot.start, NY).time).toBe('18:00');
      expect(zonedParts(slot.end, NY).time).toBe('19:30');
    }
    // The instants move by an hour: 23:00Z in winter, 22:00Z in summer time.
    expect(slots[1]!.start.toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(slots[2]!.start.toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });

  it('keeps the time after fall back too', () => {
    const slots = seriesSlots(
      {
        startDate: '2026-10-26',
        endDate: '2026-11-06',
        weekdays: [1, 3],
        startTime: '18:00',
        endTime: '19:00',
      },
      NY,
    )!;
    expect(slots).toHaveLength(4);
    expect(slots.map((s) => zonedParts(s.start, NY).time)).toEqual(['18:00', '18:00', '18:00', '18:00']);
    expect(slots[0]!.start.toISOString()).toBe('2026-10-26T22:00:00.000Z');
    expect(slots[3]!.start.toISOString()).toBe('2026-11-04T23:00:00.000Z');
  });

  it('refuses a series over the limit', () => {
    const all = [0, 1, 2, 3, 4, 5, 6];
    expect(
      seriesSlots(
        {
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          weekdays: all,
          startTime: '18:00',
          endTime: '19:00',
        },
        NY,
      ),
    ).toBeNull();
    expect(MAX_SERIES_EVENTS).toBe(200);
  });

  it('retimes each event of a bulk edit on its own day in local time', () => {
    const winter = new Date('2026-03-03T23:00:00Z');
    const summer = new Date('2026-03-10T22:00:00Z');
    const a = retimedSlot(winter, NY, '17:00', '18:30', new Date(winter.getTime() + 3_600_000));
    const b = retimedSlot(summer, NY, '17:00', undefined, new Date(summer.getTime() + 3_600_000));
    expect(a.start.toISOString()).toBe('2026-03-03T22:00:00.000Z');
    expect(b.start.toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(zonedParts(b.end, NY).time).toBe('19:00');
  });

  it('turns a timezoneOffset into a fixed zone', () => {
    expect(offsetZone(300)).toBe('-05:00');
    expect(offsetZone(-330)).toBe('+05:30');
  });
});

describe('edit stamps', () => {
  const base: StampedFields = {
    eventType: 'PRACTICE',
    start: new Date('2026-01-20T20:00:00Z'),
    end: new Date('2026-01-20T22:00:00Z'),
    locationName: 'Gym',
    objectives: 'Press break',
    fieldDetails: null,
    practicePlan: null,
    opponent: null,
  };

  it('stamps nothing when nothing changed (empty and null are the same)', () => {
    expect(changedStamps(base, { ...base, fieldDetails: '' })).toEqual([]);
  });

  it('stamps only the changed fields', () => {
    expect(
      changedStamps(base, { ...base, end: new Date('2026-01-20T22:30:00Z'), objectives: 'Zone' }),
    ).toEqual(['date', 'objectives']);
    expect(changedStamps(base, { ...base, locationName: 'Field 2', practicePlan: '[]' })).toEqual([
      'location',
      'practicePlan',
    ]);
  });

  it('stamps the opponent for games only', () => {
    expect(changedStamps(base, { ...base, opponent: 'Tigers' })).toEqual([]);
    const game = { ...base, eventType: 'GAME' };
    expect(changedStamps(game, { ...game, opponent: 'Tigers' })).toEqual(['opponent']);
  });
});
