import { makeProgram, makeTeam } from '../../test/factories';
import { teamRights } from './use-team-rights';

describe('teamRights', () => {
  it('gives a program admin who is not on the team edit, admin and roster rights, also on an unpaid team', () => {
    const program = makeProgram({ admins: { owner: true, director: true }, ownerId: 'owner' });
    const team = makeTeam(program, { paid: false, ownerId: 'owner' });
    expect(teamRights(team, program, 'director')).toMatchObject({
      role: null,
      canEdit: true,
      isAdmin: true,
      canViewRoster: true,
    });
  });

  it('keeps an unpaid roster from a coach and everything from a stranger', () => {
    const program = makeProgram({ admins: { owner: true }, ownerId: 'owner' });
    const team = makeTeam(program, { paid: false, ownerId: 'owner', members: { coach: { role: 'COACH' } } });
    expect(teamRights(team, program, 'coach')).toMatchObject({ canEdit: true, canViewRoster: false });
    expect(teamRights(team, program, 'stranger')).toMatchObject({
      canEdit: false,
      isAdmin: false,
      canViewRoster: false,
    });
  });

  it('lets coaches email a viewable team, players only with PLAYERS_CAN_EMAIL_ROSTER', () => {
    const program = makeProgram({ admins: { owner: true }, ownerId: 'owner' });
    const members = { coach: { role: 'COACH' as const }, player: { role: 'PLAYER' as const } };
    const paid = makeTeam(program, { paid: true, ownerId: 'owner', members });
    expect(teamRights(paid, program, 'coach').canEmailTeam).toBe(true);
    expect(teamRights(paid, program, 'player').canEmailTeam).toBe(false);
    const open = makeTeam(program, {
      paid: true,
      ownerId: 'owner',
      members,
      flags: { PLAYERS_CAN_EMAIL_ROSTER: true },
    });
    expect(teamRights(open, program, 'player').canEmailTeam).toBe(true);
    // emailTeam needs a viewable team: an unpaid one only for its admins.
    const unpaid = makeTeam(program, { paid: false, ownerId: 'owner', members });
    expect(teamRights(unpaid, program, 'coach').canEmailTeam).toBe(false);
    expect(teamRights(unpaid, program, 'owner').canEmailTeam).toBe(true);
  });
});
