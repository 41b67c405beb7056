import { eventName, eventWhen } from './event-labels';

const base = {
  title: '',
  eventType: 'PRACTICE' as const,
  opponent: null,
  customType: null,
  eventDate: '2027-03-16T22:00:00.000Z',
  endTime: '2027-03-16T23:30:00.000Z',
  timeZone: 'America/New_York',
};

describe('event labels', () => {
  it('names an event by title, opponent, custom type or type', () => {
    expect(eventName(base)).toBe('Practice');
    expect(eventName({ ...base, eventType: 'GAME', opponent: 'Tigers' })).toBe('Game vs Tigers');
    expect(
      eventName({ ...base, eventType: 'CUSTOM', customType: { id: 'x', name: 'Film', color: '#000000' } }),
    ).toBe('Film');
    expect(eventName({ ...base, title: 'Senior night' })).toBe('Senior night');
  });

  it("shows the time in the team's zone, with the zone", () => {
    expect(eventWhen(base)).toBe('Tue, Mar 16 · 6:00 PM – 7:30 PM EDT');
    expect(eventWhen({ ...base, timeZone: 'America/Chicago' })).toBe('Tue, Mar 16 · 5:00 PM – 6:30 PM CDT');
  });

  it('names the year for lists that mix seasons, and the start alone when there is no end', () => {
    expect(eventWhen(base, { withYear: true })).toBe('Tue, Mar 16, 2027 · 6:00 PM – 7:30 PM EDT');
    expect(eventWhen({ ...base, endTime: null }, { withYear: true })).toBe('Tue, Mar 16, 2027 · 6:00 PM EDT');
  });

  it("names the end's day when the event ends on another day than it starts", () => {
    // 18:00 to 17:00 the next day in New York (an end before the start is on the next day).
    const overnight = { ...base, eventDate: '2026-12-02T23:00:00.000Z', endTime: '2026-12-03T22:00:00.000Z' };
    expect(eventWhen(overnight)).toBe('Wed, Dec 2 · 6:00 PM – Thu, Dec 3, 5:00 PM EST');
    expect(eventWhen(overnight, { withYear: true })).toBe(
      'Wed, Dec 2, 2026 · 6:00 PM – Thu, Dec 3, 2026, 5:00 PM EST',
    );
    // A late game past midnight.
    const late = { ...base, eventDate: '2026-12-03T03:00:00.000Z', endTime: '2026-12-03T05:30:00.000Z' };
    expect(eventWhen(late)).toBe('Wed, Dec 2 · 10:00 PM – Thu, Dec 3, 12:30 AM EST');
  });
});
