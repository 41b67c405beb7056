import {
  DEFENDER_FRAME_ROLE_LABELS,
  DEFENDER_FRAME_ROLES,
  isPositionOf,
  POSITION_ABBREVIATIONS,
  positionLabel,
  positionsOf,
} from './index';

describe('positions', () => {
  it('gives every basketball line the five basketball positions', () => {
    const expected = ['point guard', 'shooting guard', 'small forward', 'power forward', 'center'];
    expect(positionsOf('BASKETBALL_HS')).toEqual(expected);
    expect(positionsOf('BASKETBALL_WOMENS_COLLEGE')).toEqual(expected);
  });

  it('gives football its 19 positions, from quarterback to defensive back', () => {
    const football = positionsOf('FOOTBALL_COLLEGE');
    expect(football).toHaveLength(19);
    expect(football[0]).toBe('quarterback');
    expect(football).toContain('middle linebacker');
    expect(football[18]).toBe('defensive back');
    expect(positionsOf('FOOTBALL_HS')).toEqual(football);
  });

  it('distinguishes the three lacrosse lines', () => {
    expect(positionsOf('LACROSSE_MENS')).toEqual([
      'attack',
      'midfield',
      'defense',
      'LSM',
      'goalkeeper',
      'offense mid',
      'defense mid',
      'face-off',
    ]);
    expect(positionsOf('LACROSSE_WOMENS')).toEqual(['attack', 'midfield', 'defense', 'goalkeeper']);
    expect(positionsOf('LACROSSE_BOX')).toEqual(['forward', 'transition', 'defense', 'goalkeeper']);
    expect(isPositionOf('LACROSSE_WOMENS', 'LSM')).toBe(false);
    expect(isPositionOf('LACROSSE_MENS', 'LSM')).toBe(true);
  });

  it('has the designer abbreviations per family', () => {
    expect(POSITION_ABBREVIATIONS.basketball).toEqual(['PG', 'SG', 'SF', 'PF', 'C']);
    expect(POSITION_ABBREVIATIONS.football).toEqual(
      'C QB RB TE WR OL DL LB OT OG S CB DE DT K P DB'.split(' '),
    );
    expect(POSITION_ABBREVIATIONS.lacrosse).toEqual(['A', 'D', 'G', 'LS', 'M', 'FO']);
  });

  it('labels positions in title case, keeping acronyms', () => {
    expect(positionLabel('face-off')).toBe('Face-Off');
    expect(positionLabel('point guard')).toBe('Point Guard');
    expect(positionLabel('LSM')).toBe('LSM');
  });

  it('labels the lacrosse defender frame roles', () => {
    expect(DEFENDER_FRAME_ROLES).toEqual(['HOT', 'ONBALL', 'LEFT', 'RIGHT', 'TWO', 'THREE']);
    expect(DEFENDER_FRAME_ROLE_LABELS).toEqual({
      ONBALL: 'On-Ball',
      HOT: 'Hot Slide',
      LEFT: 'Left',
      RIGHT: 'Right',
      TWO: '2-Slide',
      THREE: '3-Slide',
    });
  });
});
