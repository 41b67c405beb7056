import { roleOnTeam, type TeamRole } from '@chalktalk/domain';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { allTeams } from '../teams/team-access';
import type { Team } from '../teams/teams.types';

/** The signed-in user's role on a team, and the teams they coach or administer (share targets). */
export function useTeamRoles() {
  const user = useAppSelector(selectUser);
  const { data } = useRetrieveTeamsQuery();
  const teams = allTeams(data).filter((team) => !team.pending);
  const roleOn = (team: Team | null | undefined): TeamRole | null =>
    team && user ? roleOnTeam(team, user.id) : null;
  const coachTeams = teams.filter((team) => {
    const role = roleOn(team);
    return role === 'ADMIN' || role === 'COACH';
  });
  return { userId: user?.id, teams, roleOn, coachTeams };
}

export const isCoachRole = (role: TeamRole | null) => role === 'ADMIN' || role === 'COACH';
