import { DAYS_OF_WEEK, EVENT_TYPES, isRsvpStatus, reminderOptionsFor, RSVP_STATUSES } from './index';

describe('schedule enumerations', () => {
  it('starts the week on Sunday', () => {
    expect(DAYS_OF_WEEK[0]).toBe('Sunday');
    expect(DAYS_OF_WEEK).toHaveLength(7);
    expect(DAYS_OF_WEEK[6]).toBe('Saturday');
  });

  it('has the event types and RSVP statuses', () => {
    expect(EVENT_TYPES).toEqual(['GAME', 'PRACTICE', 'SCRIMMAGE', 'CUSTOM']);
    expect(RSVP_STATUSES).toEqual(['GOING', 'MAYBE', 'NOTGOING']);
    expect(isRsvpStatus('NOT_GOING')).toBe(false);
  });

  it('limits reminder options by the days remaining', () => {
    expect(reminderOptionsFor(0).map((o) => o.label)).toEqual(['Send Immediately']);
    expect(reminderOptionsFor(2).map((o) => o.label)).toEqual([
      'Send Immediately',
      'One Day Before',
      'Two Days Before',
    ]);
    expect(reminderOptionsFor(10)).toHaveLength(4);
  });
});
