import { calendarAnswerJson } from './calendar-answer';

describe('calendarAnswerJson', () => {
  it('splices the cells text in as the last property, unparsed', () => {
    const cells = '[{"id":"a","title":"Film \\"night\\""}]';
    const text = calendarAnswerJson(
      { timeZone: 'America/New_York', month: '2027-06', teams: { t1: { name: 'Hawks "A"' } } },
      cells,
    );
    expect(text.endsWith(`"events":${cells}}`)).toBe(true);
    expect(JSON.parse(text)).toEqual({
      timeZone: 'America/New_York',
      month: '2027-06',
      teams: { t1: { name: 'Hawks "A"' } },
      events: [{ id: 'a', title: 'Film "night"' }],
    });
  });

  it('answers a team month without teams', () => {
    expect(JSON.parse(calendarAnswerJson({ timeZone: 'UTC', month: '2027-01' }, '[]'))).toEqual({
      timeZone: 'UTC',
      month: '2027-01',
      events: [],
    });
  });
});
