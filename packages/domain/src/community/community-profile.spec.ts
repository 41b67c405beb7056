import { ageOn, isOldEnough, SCREEN_NAME_PATTERN, screenNameKey } from './community-profile';

describe('community profile rules', () => {
  it('accepts 3 to 20 safe characters starting with a letter or digit', () => {
    expect(SCREEN_NAME_PATTERN.test('CoachK')).toBe(true);
    expect(SCREEN_NAME_PATTERN.test('x_1.a-b')).toBe(true);
    expect(SCREEN_NAME_PATTERN.test('ab')).toBe(false);
    expect(SCREEN_NAME_PATTERN.test('_coach')).toBe(false);
    expect(SCREEN_NAME_PATTERN.test('a'.repeat(21))).toBe(false);
    expect(SCREEN_NAME_PATTERN.test('<script>')).toBe(false);
  });

  it('compares screen names without case', () => {
    expect(screenNameKey(' CoachK ')).toBe(screenNameKey('coachk'));
  });

  it('needs 13 full years on the day', () => {
    const today = new Date('2026-11-25T10:00:00Z');
    expect(ageOn('2013-11-25', today)).toBe(13);
    expect(isOldEnough('2013-11-25', today)).toBe(true);
    expect(isOldEnough('2013-11-26', today)).toBe(false);
    expect(isOldEnough('1980-01-01', today)).toBe(true);
  });
});
