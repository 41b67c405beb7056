import { nextWeeklyDigest } from './scheduled-times';

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
