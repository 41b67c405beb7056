import { aTeam } from '../../test/factories/team-context.factory';
import { changedTeamFields } from './team-changes';

describe('changedTeamFields (what makes a team "modified")', () => {
  const team = aTeam({
    name: 'Varsity',
    sport: 'BASKETBALL_HS',
    collegiateTeam: false,
    addons: { PLAYERS: 1 },
  });
  const same = {
    name: 'Varsity',
    sport: 'BASKETBALL_HS' as const,
    collegiateTeam: false,
    addons: { PLAYERS: 1 },
  };

  it('is null when nothing differs (zero add-ons equal absent ones)', () => {
    expect(changedTeamFields(team, same)).toBeNull();
    expect(
      changedTeamFields(aTeam({ addons: {} }), { ...same, name: 'Varsity', addons: { COACHES: 0 } }),
    ).toBeNull();
  });

  it.each([
    [{ name: 'JV' }, { name: 'JV' }],
    [{ sport: 'FOOTBALL_HS' as const }, { sport: 'FOOTBALL_HS' }],
    [{ collegiateTeam: true }, { collegiateTeam: true }],
    [{ addons: { PLAYERS: 1, COACHES: 2 } }, { addons: { PLAYERS: 1, COACHES: 2 } }],
  ])('reports %j', (change, expected) => {
    expect(changedTeamFields(team, { ...same, ...change })).toEqual(expected);
  });

  it('keeps collegiateTeam and add-ons when a modification leaves them out', () => {
    const collegiate = aTeam({
      name: 'Varsity',
      sport: 'BASKETBALL_HS',
      collegiateTeam: true,
      addons: { PLAYERS: 2 },
    });
    expect(changedTeamFields(collegiate, { name: 'Varsity', sport: 'BASKETBALL_HS' })).toBeNull();
    expect(changedTeamFields(collegiate, { name: 'Seniors', sport: 'BASKETBALL_HS' })).toEqual({
      name: 'Seniors',
    });
    expect(changedTeamFields(collegiate, { name: 'Varsity', sport: 'BASKETBALL_HS', addons: {} })).toEqual({
      addons: {},
    });
  });
});
