import { canEditTeamPlays, canShareToTeam } from '../playbooks/playbook.rules';
import { effectiveTeamRole } from './program-admin-role';

describe('effectiveTeamRole (program admins are admins of every team of the program)', () => {
  it('makes a program admin an ADMIN, member or not', () => {
    expect(effectiveTeamRole(undefined, 'dir', ['owner', 'dir'])).toBe('ADMIN');
    expect(effectiveTeamRole('PLAYER', 'dir', ['dir'])).toBe('ADMIN');
  });

  it('keeps the member role, or none, for everyone else', () => {
    expect(effectiveTeamRole('COACH', 'coach', ['dir'])).toBe('COACH');
    expect(effectiveTeamRole(undefined, 'stranger', ['dir'])).toBeUndefined();
    expect(effectiveTeamRole('PLAYER', 'player', [])).toBe('PLAYER');
  });

  it('lets a program admin edit team plays with COACHES_CAN_EDIT_TEAM_PLAYS and share to the team', () => {
    const role = effectiveTeamRole(undefined, 'dir', ['dir']);
    expect(canEditTeamPlays(role, { COACHES_CAN_EDIT_TEAM_PLAYS: true })).toBe(true);
    expect(canEditTeamPlays(role, {})).toBe(false);
    expect(canShareToTeam(role)).toBe(true);
    expect(canShareToTeam(effectiveTeamRole(undefined, 'stranger', ['dir']))).toBe(false);
  });
});
