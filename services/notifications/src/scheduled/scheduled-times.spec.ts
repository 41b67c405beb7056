import { nextDailyAt, nextWeeklyDigest } from './scheduled-times';

describe('weekly digest time', () => {
  it('is the next Sunday 18:00 in the team zone', () => {
    // Wednesday 2026-03-04 12:00Z: Sunday 2026-03-08 18:00 EDT (after the spring change) = 22:00Z.
    expect(nextWeeklyDigest(new Date('2026-03-04T12:00:00Z'), 'America/New_York')).toEqual({
      localDate: '2026-03-08',
      at: new Date('2026-03-08T22:00:00Z'),
    });
  });

  it('on Sunday after 18:00 it is a week later; before 18:00 it is today', () => {
    expect(nextWeeklyDigest(new Date('2026-01-04T23:30:00Z'), 'America/New_York').localDate).toBe(
      '2026-01-11',
    );
    expect(nextWeeklyDigest(new Date('2026-01-04T20:00:00Z'), 'America/New_York').localDate).toBe(
      '2026-01-04',
    );
    expect(nextWeeklyDigest(new Date('2026-01-04T20:00:00Z'), 'Europe/Berlin').localDate).toBe('2026-01-11');
  });
});

describe('daily digest time', () => {
  it('is today at 17:00 in the team zone before then, tomorrow after, across the DST change', () => {
    // 2026-03-07 12:00 in Denver (MST) → 17:00 MST = 00:00Z next day.
    expect(nextDailyAt(new Date('2026-03-07T19:00:00Z'), 'America/Denver', '17:00')).toEqual({
      localDate: '2026-03-07',
      at: new Date('2026-03-08T00:00:00Z'),
    });
    // 17:30 MST on 2026-03-07: the next one is Sunday 2026-03-08, already MDT (UTC-6) = 23:00Z.
    expect(nextDailyAt(new Date('2026-03-08T00:30:00Z'), 'America/Denver', '17:00')).toEqual({
      localDate: '2026-03-08',
      at: new Date('2026-03-08T23:00:00Z'),
    });
  });
});
