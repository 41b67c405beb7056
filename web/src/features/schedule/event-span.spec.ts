import { nextDayEndNote } from './event-span';

describe('the next-day end note', () => {
  it('says nothing while the end is later the same day', () => {
    expect(nextDayEndNote('2026-12-02', '15:00', '17:00')).toBeNull();
    expect(nextDayEndNote('2026-12-02', '15:00', '15:01')).toBeNull();
  });

  it("names the end's day and the length when the end is at or before the start", () => {
    expect(nextDayEndNote('2026-12-02', '18:00', '17:00')).toBe('Ends the next day, Thu, Dec 3 (23 h)');
    expect(nextDayEndNote('2026-12-02', '22:00', '00:30')).toBe('Ends the next day, Thu, Dec 3 (2 h 30 min)');
    expect(nextDayEndNote('2026-12-31', '18:00', '18:00')).toBe('Ends the next day, Fri, Jan 1 (24 h)');
  });

  it('leaves the day out before a date is chosen, and waits for whole times', () => {
    expect(nextDayEndNote('', '18:00', '17:00')).toBe('Ends the next day (23 h)');
    expect(nextDayEndNote('2026-12-02', '18:00', '')).toBeNull();
    expect(nextDayEndNote('2026-12-02', '18:0', '17:00')).toBeNull();
  });
});
