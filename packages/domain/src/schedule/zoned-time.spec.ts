import {
  addDays,
  isValidTimeZone,
  weekdayOf,
  zonedInstant,
  zonedParts,
  zoneOffsetMinutes,
} from './zoned-time';

const NY = 'America/New_York';

describe('zoned time', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isValidTimeZone(NY)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('reads local date, time and weekday of an instant', () => {
    // 2026-03-03T23:30Z is 18:30 on Tuesday in New York (EST, -5).
    expect(zonedParts(new Date('2026-03-03T23:30:00Z'), NY)).toMatchObject({
      date: '2026-03-03',
      time: '18:30',
      weekday: 2,
    });
    expect(zoneOffsetMinutes(new Date('2026-01-10T12:00:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-10T12:00:00Z'), NY)).toBe(-240);
  });

  it('turns local times into instants on both sides of a daylight-saving change', () => {
    expect(zonedInstant('2026-03-03', '18:00', NY).toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(zonedInstant('2026-03-10', '18:00', NY).toISOString()).toBe('2026-03-10T22:00:00.000Z');
    expect(zonedInstant('2026-10-27', '18:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-27T17:00:00.000Z',
    );
    expect(zonedInstant('2026-10-20', '18:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-20T16:00:00.000Z',
    );
  });

  it('moves a skipped time forward and takes the first of a repeated hour', () => {
    // 2026-03-08 02:30 does not exist in New York (02:00 -> 03:00).
    expect(zonedParts(zonedInstant('2026-03-08', '02:30', NY), NY).time).toBe('03:30');
    // 2026-11-01 01:30 happens twice; the first is EDT (-4).
    expect(zonedInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('counts days and weekdays on the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-03-08')).toBe(0);
  });
});
