import { editionOfSport } from './edition-of-sport';

describe('editionOfSport', () => {
  it('maps sport lines and sport families to their edition', () => {
    expect(editionOfSport('LACROSSE_BOX')).toBe('lacrosse');
    expect(editionOfSport('FOOTBALL_HS')).toBe('football');
    expect(editionOfSport('BASKETBALL_WOMENS_COLLEGE')).toBe('hoops');
    expect(editionOfSport('football')).toBe('football');
    expect(editionOfSport('Lacrosse')).toBe('lacrosse');
  });

  it('brands anything unknown as hoops', () => {
    expect(editionOfSport('')).toBe('hoops');
    expect(editionOfSport('CURLING')).toBe('hoops');
  });
});
