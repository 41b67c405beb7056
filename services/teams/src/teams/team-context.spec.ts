import { aContext, aMember, aTeam } from '../../test/factories/team-context.factory';
import { requireRule, roleIn, teamAccessOf, teamRules } from './team-context';

describe('team rules on a loaded team (spec 1 section 6)', () => {
  it('knows the four roles; pending members and strangers have none; the owner is ADMIN', () => {
    const context = aContext();
    expect(
      ['owner', 'coach', 'player', 'contact', 'waiting', 'stranger'].map((u) => roleIn(context, u)),
    ).toEqual(['ADMIN', 'COACH', 'PLAYER', 'CONTACT', null, null]);
    expect(roleIn(aContext({ memberships: [] }), 'owner')).toBe('ADMIN');
  });

  it('maps joined members onto the domain access shape, admins from ADMIN members', () => {
    const access = teamAccessOf(aTeam(), aContext().memberships);
    expect(access.admins).toEqual({ owner: true });
    expect(Object.keys(access.members!)).toEqual(['owner', 'coach', 'player', 'contact']);
  });

  it('lets coaches, admins and program admins edit; not players, contacts or pending members', () => {
    const context = aContext();
    expect(
      ['owner', 'coach', 'director', 'player', 'contact', 'waiting'].map((u) =>
        teamRules.canEdit(context, u),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('is viewable when paid, and by admins only when unpaid', () => {
    const unpaid = aContext({ team: aTeam({ paid: false }) });
    expect(teamRules.isViewable(aContext(), 'player')).toBe(true);
    expect(teamRules.isViewable(unpaid, 'coach')).toBe(false);
    expect(teamRules.isViewable(unpaid, 'owner')).toBe(true);
    // A program admin is an admin of every team of the program, even one they are not on.
    expect(teamRules.isViewable(unpaid, 'director')).toBe(true);
  });

  it('shows the roster to editors, to everyone with PLAYERS_CAN_VIEW_TEAM_ROSTER, and unpaid only to admins', () => {
    expect(teamRules.canViewRoster(aContext(), 'coach')).toBe(true);
    expect(teamRules.canViewRoster(aContext(), 'player')).toBe(false);
    const open = aContext({ team: aTeam({ flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } }) });
    expect(teamRules.canViewRoster(open, 'player')).toBe(true);
    expect(teamRules.canViewRoster(open, 'waiting')).toBe(false);
    expect(teamRules.canViewRoster(open, 'stranger')).toBe(false);
    const unpaid = aContext({ team: aTeam({ paid: false, flags: { PLAYERS_CAN_VIEW_TEAM_ROSTER: true } }) });
    expect(teamRules.canViewRoster(unpaid, 'coach')).toBe(false);
    expect(teamRules.canViewRoster(unpaid, 'owner')).toBe(true);
    expect(teamRules.canViewRoster(unpaid, 'director')).toBe(true);
  });

  it('lets only non-admins leave', () => {
    const context = aContext({ memberships: [...aContext().memberships, aMember('second', 'ADMIN')] });
    expect(
      ['coach', 'player', 'contact', 'owner', 'second', 'stranger'].map((u) =>
        teamRules.canLeave(context, u),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('lets coaches and admins email the team; players only with PLAYERS_CAN_EMAIL_ROSTER', () => {
    expect(
      ['owner', 'coach', 'director', 'player', 'contact'].map((u) => teamRules.canEmailTeam(aContext(), u)),
    ).toEqual([true, true, true, false, false]);
    const open = aContext({ team: aTeam({ flags: { PLAYERS_CAN_EMAIL_ROSTER: true } }) });
    expect(teamRules.canEmailTeam(open, 'player')).toBe(true);
    expect(teamRules.canEmailTeam(open, 'contact')).toBe(false);
  });

  it('keeps administration (admins, flags, logos) to team and program admins', () => {
    expect(['owner', 'director', 'coach'].map((u) => teamRules.canAdminister(aContext(), u))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('throws G003 when a rule refuses', () => {
    expect(() => requireRule(teamRules.canEdit, aContext(), 'player')).toThrow(
      expect.objectContaining({ code: 'G003' }),
    );
  });
});
