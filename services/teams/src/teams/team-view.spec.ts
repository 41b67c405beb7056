import { aMember, aProgram, aTeam } from '../../test/factories/team-context.factory';
import { brandingApplies, toProgramDto, toTeamDto } from './team-view';

describe('toTeamDto', () => {
  const memberships = [
    aMember('owner', 'ADMIN'),
    aMember('coach', 'COACH'),
    aMember('player', 'PLAYER'),
    aMember('waiting', 'PLAYER', true),
    aMember('elsewhere', 'COACH', false, 't2'),
  ];

  it('lists joined members with roles, admins from ADMIN members, and leaves pending and other teams out', () => {
    const view = toTeamDto(aTeam(), memberships, 'owner');
    expect(view.members).toEqual({
      owner: { role: 'ADMIN' },
      coach: { role: 'COACH' },
      player: { role: 'PLAYER' },
    });
    expect(view.admins).toEqual({ owner: true });
    expect(view.pending).toBeUndefined();
    expect(view.createdDate).toBe('2025-01-01T00:00:00.000Z');
    expect(view.limits).toEqual({ admins: 4, coaches: 3, players: 13 });
  });

  it.each([
    ['owner', true],
    ['coach', true],
    ['player', false],
    ['waiting', false],
    ['stranger', false],
  ])('shows the join key to %s: %s', (viewer, shown) => {
    expect(toTeamDto(aTeam(), memberships, viewer).teamKey !== undefined).toBe(shown);
  });

  it('shows the join key to a program admin who is not on the team', () => {
    expect(toTeamDto(aTeam(), memberships, 'director', aProgram(['owner', 'director'])).teamKey).toBe(
      'ABCDEFGH',
    );
  });

  it('marks the team pending for a viewer whose join waits for review', () => {
    expect(toTeamDto(aTeam(), memberships, 'waiting').pending).toBe(true);
  });

  it('sends unlimited players as null and a logo URL with its version', () => {
    const view = toTeamDto(aTeam({ plan: 'PERSONAL', logoVersion: '42' }), memberships, 'owner');
    expect(view.limits.players).toBeNull();
    expect(view.logoUrl).toBe('/api/teams/entityLogo?entityId=t1&v=42');
  });
});

describe('program admins in the program view', () => {
  it('lists the admins to program admins and to admin-only calls, to nobody else', () => {
    const program = aProgram(['owner', 'director']);
    expect(toProgramDto(program, [], 'director').admins).toEqual({ owner: true, director: true });
    expect(toProgramDto(program, []).admins).toEqual({ owner: true, director: true });
    expect(toProgramDto(program, [], 'player').admins).toEqual({});
  });
});

describe('program branding', () => {
  it('applies custom colours only when the plan is not Basic, but keeps them saved', () => {
    const colours = { colorPrimary: '#112233', colorSecondary: '#445566' };
    const basic = toProgramDto(aProgram(['owner'], { plan: 'BASIC', ...colours }), []);
    expect(basic).toMatchObject({
      colorPrimary: null,
      colorSecondary: null,
      savedColors: { primary: '#112233', secondary: '#445566' },
    });
    expect(toProgramDto(aProgram(['owner'], { plan: 'COMPLETE', ...colours }), [])).toMatchObject(colours);
    expect(brandingApplies(null)).toBe(true);
    expect(brandingApplies('BASIC')).toBe(false);
  });
});
