import { generateTeamKey, TEAM_KEY_LENGTH } from './team-key';

describe('generateTeamKey', () => {
  it('makes 8 upper-case letters without I or O', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateTeamKey()).toMatch(new RegExp(`^[A-HJ-NP-Z]{${TEAM_KEY_LENGTH}}$`));
    }
  });

  it('does not repeat itself', () => {
    const keys = new Set(Array.from({ length: 500 }, generateTeamKey));
    expect(keys.size).toBe(500);
  });
});
