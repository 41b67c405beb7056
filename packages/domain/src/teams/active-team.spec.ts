import { activeTeamAtLogin } from './active-team';

const teams = { owned: [{ id: 'o1' }], joined: [{ id: 'j1' }, { id: 'j2' }], pending: [{ id: 'p1' }] };

describe('activeTeamAtLogin', () => {
  it('uses the saved favourite for the site', () => {
    expect(activeTeamAtLogin(teams, { lacrosse: 'j2', hoops: 'o1' }, 'lacrosse')).toBe('j2');
  });

  it('falls back to the first owned, then joined, then pending team', () => {
    expect(activeTeamAtLogin(teams, { hoops: 'j2' }, 'lacrosse')).toBe('o1');
    expect(activeTeamAtLogin({ ...teams, owned: [] }, undefined, 'lacrosse')).toBe('j1');
    expect(activeTeamAtLogin({ owned: [], joined: [], pending: [{ id: 'p1' }] }, {}, 'lacrosse')).toBe('p1');
  });

  it('ignores a favourite the user no longer belongs to, and returns null with no teams', () => {
    expect(activeTeamAtLogin(teams, { lacrosse: 'gone' }, 'lacrosse')).toBe('o1');
    expect(
      activeTeamAtLogin({ owned: [], joined: [], pending: [] }, { lacrosse: 'gone' }, 'lacrosse'),
    ).toBeNull();
  });
});
