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
});
