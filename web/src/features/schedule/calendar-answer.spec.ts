import { expandCalendarAnswer } from './calendar-answer';

const cell = {
  id: 'e1',
  teamId: 't1',
  eventType: 'PRACTICE' as const,
  eventDate: '2027-06-01T22:00:00Z',
  endTime: '2027-06-01T23:30:00Z',
  local: { date: '2027-06-01' },
  rsvpCounts: { GOING: 1, MAYBE: 0, NOTGOING: 2 },
};

describe('expandCalendarAnswer', () => {
  it('fills in what a cell leaves out: no type, title, opponent, place or answer, not cancelled, the answer zone', () => {
    expect(expandCalendarAnswer({ timeZone: 'America/New_York', month: '2027-06', events: [cell] })).toEqual({
      timeZone: 'America/New_York',
      events: [
        {
          ...cell,
          customType: null,
          title: '',
          opponent: null,
          location: null,
          timeZone: 'America/New_York',
          cancelled: false,
          myRsvp: null,
        },
      ],
    });
  });

  it('keeps what a cell says, its own zone included, and names each cell team from the club answer', () => {
    const full = {
      ...cell,
      eventType: 'GAME' as const,
      opponent: 'Tigers',
      location: { name: 'Gym' },
      timeZone: 'America/Chicago',
      cancelled: true,
      myRsvp: 'MAYBE' as const,
    };
    const [event] = expandCalendarAnswer({
      timeZone: 'America/New_York',
      month: '2027-06',
      teams: { t1: { name: 'Hawks' } },
      events: [full],
    }).events;
    expect(event).toEqual({ ...full, customType: null, title: '', teamName: 'Hawks' });
  });
});
