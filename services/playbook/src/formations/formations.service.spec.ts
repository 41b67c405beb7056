import { matchesQuery } from './formations.service';

describe('matchesQuery', () => {
  const formation = { name: '2-3-1', attributes: ['Offense'], description: 'Two up top, crease and X' };

  it('matches every word, case-insensitively, across name, attributes and description', () => {
    expect(matchesQuery('offense', formation)).toBe(true);
    expect(matchesQuery('2-3 CREASE', formation)).toBe(true);
    expect(matchesQuery('offense zone', formation)).toBe(false);
  });
});
