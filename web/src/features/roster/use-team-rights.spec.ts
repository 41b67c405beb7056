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
});
