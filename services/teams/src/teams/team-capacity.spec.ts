import { assertRoomFor, limitsOf, seatOf, usageOf } from './team-capacity';
import { aContext, aMember, aTeam } from '../../test/factories/team-context.factory';

const full = expect.objectContaining({ code: 'T002', message: 'This team is already full' });

describe('team-size limits (spec 3 section 9, via computeTeamLimits)', () => {
  it('sizes by sport and plan, plus add-ons and the free admin seats of small programs', () => {
    expect(limitsOf(aContext({ team: aTeam({ sport: 'LACROSSE_MENS', plan: 'COMPLETE' }) }))).toEqual({
      admins: 4,
      coaches: 4,
      players: 40,
    });
    const withAddons = aTeam({ sport: 'LACROSSE_WOMENS', plan: 'BASIC', addons: { PLAYERS: 2, COACHES: 1 } });
    expect(limitsOf(aContext({ team: withAddons, programTeamCount: 5 }))).toEqual({
      admins: 1,
      coaches: 4,
      players: 35,
    });
    expect(limitsOf(aContext({ team: aTeam({ plan: 'CLUB_COMPLETE' }) })).admins).toBe(1);
  });

  it('uses a custom contract when present', () => {
    const team = aTeam({ customContract: { PlayerLimit: 99, CoachLimit: 2, AdminLimit: 7 } });
    expect(limitsOf(aContext({ team }))).toEqual({ admins: 7, coaches: 2, players: 99 });
  });

  it('sizes a team without a plan (before billing) as Basic', () => {
    expect(limitsOf(aContext({ team: aTeam({ sport: 'FOOTBALL_HS', plan: null, paid: false }) }))).toEqual({
      admins: 4,
      coaches: 4,
      players: 30,
    });
  });

  it('counts joined admins and coaches and roster players; pending members and contacts take no seat', () => {
    expect(usageOf(aContext({ rosterPlayerCount: 12 }))).toEqual({ admins: 1, coaches: 1, players: 12 });
    expect(seatOf('CONTACT')).toBeNull();
  });

  it('refuses the seat past the limit with T002', () => {
    const basketball = aContext({ team: aTeam({ plan: 'BASIC' }), rosterPlayerCount: 12 });
    expect(() => assertRoomFor(basketball, 'PLAYER')).not.toThrow();
    expect(() => assertRoomFor(basketball, 'PLAYER', 2)).toThrow(full);
    expect(() => assertRoomFor({ ...basketball, rosterPlayerCount: 13 }, 'PLAYER')).toThrow(full);
    const coaches = ['c1', 'c2'].map((id) => aMember(id, 'COACH'));
    const threeCoaches = aContext({ memberships: [...aContext().memberships, ...coaches] });
    expect(() => assertRoomFor(threeCoaches, 'COACH')).toThrow(full);
    expect(() => assertRoomFor(threeCoaches, 'CONTACT', 50)).not.toThrow();
  });

  it('applies the admin-slot rule: 1 + 3 free admins under 5 teams, none on club complete', () => {
    const admins = ['a2', 'a3', 'a4'].map((id) => aMember(id, 'ADMIN'));
    const four = aContext({ memberships: [...aContext().memberships, ...admins], programTeamCount: 4 });
    expect(() => assertRoomFor(four, 'ADMIN')).toThrow(full);
    expect(() =>
      assertRoomFor({ ...four, memberships: four.memberships.slice(0, -1) }, 'ADMIN'),
    ).not.toThrow();
    const club = aContext({ team: aTeam({ plan: 'CLUB_COMPLETE', sport: 'LACROSSE_BOX' }) });
    expect(limitsOf(club).admins).toBe(3);
  });
});
