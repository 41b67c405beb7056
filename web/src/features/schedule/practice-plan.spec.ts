import { clockAfter, minutesBetween, phaseStarts } from './practice-plan';

describe('practice plan clock', () => {
  it('starts each section where the one before ends', () => {
    expect(
      phaseStarts('18:00', [
        { title: 'Warm-up', minutes: 15 },
        { title: 'Shell drill', minutes: 30 },
        { title: 'Scrimmage', minutes: 45 },
      ]),
    ).toEqual(['6:00 PM', '6:15 PM', '6:45 PM']);
  });

  it('writes noon and midnight as 12', () => {
    expect(clockAfter('11:30', 30)).toBe('12:00 PM');
    expect(clockAfter('23:45', 15)).toBe('12:00 AM');
  });

  it('measures the practice length', () => {
    expect(minutesBetween('18:00', '19:30')).toBe(90);
    expect(minutesBetween('19:30', '18:00')).toBe(0);
  });
});
