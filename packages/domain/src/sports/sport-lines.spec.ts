import {
  defaultNcaaYearOf,
  editionOfSportFamily,
  isEdition,
  isSportLine,
  SPORT_LINE_INFO,
  SPORT_LINES,
  sportFamilyOf,
  sportFamilyOfEdition,
  sportLineLabel,
  sportLinesOf,
} from './index';

describe('editions and sport lines', () => {
  it('has the three editions, hoops being basketball', () => {
    expect(isEdition('hoops')).toBe(true);
    expect(isEdition('basketball')).toBe(false);
    expect(sportFamilyOfEdition('hoops')).toBe('basketball');
    expect(editionOfSportFamily('basketball')).toBe('hoops');
    expect(editionOfSportFamily('lacrosse')).toBe('lacrosse');
  });

  it('lists the sport lines of each edition in spec order', () => {
    expect(sportLinesOf('hoops')).toEqual([
      'BASKETBALL_HS',
      'BASKETBALL_MENS_COLLEGE',
      'BASKETBALL_WOMENS_COLLEGE',
    ]);
    expect(sportLinesOf('football')).toEqual(['FOOTBALL_HS', 'FOOTBALL_COLLEGE']);
    expect(sportLinesOf('lacrosse')).toEqual(['LACROSSE_MENS', 'LACROSSE_WOMENS', 'LACROSSE_BOX']);
  });

  it('keeps the fixed ids and recognises only them', () => {
    expect(SPORT_LINES).toHaveLength(8);
    expect(isSportLine('LACROSSE_BOX')).toBe(true);
    expect(isSportLine('lacrosse_box')).toBe(false);
    expect(isSportLine(undefined)).toBe(false);
    for (const line of SPORT_LINES) expect(SPORT_LINE_INFO[line].id).toBe(line);
  });

  it.each([
    ['BASKETBALL_HS', 'High School Basketball', 'basketball'],
    ['BASKETBALL_MENS_COLLEGE', "Men's College Basketball", 'basketball'],
    ['BASKETBALL_WOMENS_COLLEGE', "Women's College Basketball", 'basketball'],
    ['FOOTBALL_HS', 'High School Football', 'football'],
    ['FOOTBALL_COLLEGE', 'College Football', 'football'],
    ['LACROSSE_MENS', "Men's Lacrosse", 'lacrosse'],
    ['LACROSSE_WOMENS', "Women's Lacrosse", 'lacrosse'],
    ['LACROSSE_BOX', 'Box Lacrosse', 'lacrosse'],
  ] as const)('%s is labelled %s in the %s family', (line, label, family) => {
    expect(sportLineLabel(line)).toBe(label);
    expect(sportFamilyOf(line)).toBe(family);
  });

  it("gives NCAA (and its default year) only to men's and women's lacrosse and basketball", () => {
    const ncaa = SPORT_LINES.filter((line) => SPORT_LINE_INFO[line].association === 'NCAA');
    expect(ncaa.sort()).toEqual(
      ['BASKETBALL_MENS_COLLEGE', 'BASKETBALL_WOMENS_COLLEGE', 'LACROSSE_MENS', 'LACROSSE_WOMENS'].sort(),
    );
    expect(defaultNcaaYearOf('LACROSSE_MENS')).toBe(2021);
    expect(defaultNcaaYearOf('LACROSSE_WOMENS')).toBe(2021);
    expect(defaultNcaaYearOf('BASKETBALL_WOMENS_COLLEGE')).toBe(2022);
    expect(defaultNcaaYearOf('BASKETBALL_HS')).toBeNull();
    expect(defaultNcaaYearOf('LACROSSE_BOX')).toBeNull();
    expect(defaultNcaaYearOf('FOOTBALL_COLLEGE')).toBeNull();
  });
});
