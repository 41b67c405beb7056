import { practicePhases } from './practice-phases';

describe('practicePhases', () => {
  it('places each section where the one before ends', () => {
    const start = new Date('2027-03-16T22:00:00Z');
    const phases = practicePhases(start, [
      { title: 'Warm-up', minutes: 15 },
      { title: 'Shooting', minutes: 30, playIds: ['p1'] },
      { title: 'Scrimmage', minutes: 45 },
    ]);
    expect(phases.map((p) => [p.name, p.startOffsetMinutes, p.minutes])).toEqual([
      ['Warm-up', 0, 15],
      ['Shooting', 15, 30],
      ['Scrimmage', 45, 45],
    ]);
    expect(phases.map((p) => p.startAt.toISOString())).toEqual([
      '2027-03-16T22:00:00.000Z',
      '2027-03-16T22:15:00.000Z',
      '2027-03-16T22:45:00.000Z',
    ]);
  });

  it('has no phases without sections', () => {
    expect(practicePhases(new Date(), [])).toEqual([]);
  });
});
