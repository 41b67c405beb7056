import { DEFAULT_RATING_SECTIONS, EVALUATION_SHARE_TYPES, RATING_CRITERIA, RATING_SCALE_INFO } from './index';

describe('rating criteria and scales', () => {
  it('has 20 basketball, 15 football and 16 lacrosse criteria', () => {
    expect(RATING_CRITERIA.basketball).toHaveLength(20);
    expect(RATING_CRITERIA.football).toHaveLength(15);
    expect(RATING_CRITERIA.lacrosse).toHaveLength(16);
    expect(RATING_CRITERIA.basketball).toContain('3-point scoring');
    expect(RATING_CRITERIA.football[RATING_CRITERIA.football.length - 1]).toBe('effort');
    expect(RATING_CRITERIA.lacrosse).toEqual(expect.arrayContaining(['stick weak', 'groundballs', 'saving']));
  });

  it('defaults to the sections Athleticism, Skills, Awareness, Intangibles', () => {
    expect(DEFAULT_RATING_SECTIONS).toEqual(['Athleticism', 'Skills', 'Awareness', 'Intangibles']);
  });

  it('rates on five-point or ten-point scales and shares with the four share types', () => {
    expect(RATING_SCALE_INFO.FIVE_POINT.max).toBe(5);
    expect(RATING_SCALE_INFO.TEN_POINT.max).toBe(10);
    expect(EVALUATION_SHARE_TYPES).toEqual(['NOONE', 'PLAYER', 'PLAYER_AND_CONTACTS', 'CONTACTS']);
  });
});
