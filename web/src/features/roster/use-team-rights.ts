import {
  canEditTeam,
  canEmailTeam,
  canViewRoster,
  isProgramAdmin,
  isViewable,
  roleOnTeam,
  type TeamRole,
} from '@chalktalk/domain';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import type { Program, Team } from '../teams/teams.types';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { useActiveTeam } from '../teams/use-active-team';

export interface TeamRights {
  team: Team | null;
  program: Program | undefined;
  userId: string | undefined;
  role: TeamRole | null;
  /** Coaches, admins, program admins (spec 1 §6). */
  canEdit: boolean;
  canViewRoster: boolean;
  /** Coaches, or players with PLAYERS_CAN_EMAIL_ROSTER, on a viewable team (as emailTeam allows). */
  canEmailTeam: boolean;
  /** Team ADMIN (or program admin): grants or takes the admin role, sets flags. */
  isAdmin: boolean;
}

/** What the signed-in user may do on the active team, from the domain's team rules. */
export function teamRights(
  team: Team | null,
  program: Program | undefined,
  userId: string | undefined,
): TeamRights {
  if (!team || !userId) {
    return {
      team,
      program,
      userId,
      role: null,
      canEdit: false,
      canViewRoster: false,
      canEmailTeam: false,
      isAdmin: false,
    };
  }
  const role = roleOnTeam(team, userId);
  const programAdmin = isProgramAdmin(program, userId);
  return {
    team,
    program,
    userId,
    role,
    canEdit: canEditTeam(team, userId, program),
    canViewRoster: canViewRoster(team, userId, program),
    canEmailTeam: canEmailTeam(team, userId, program) && isViewable(team, userId, program),
    isAdmin: role === 'ADMIN' || programAdmin,
  };
}

export function useTeamRights(): TeamRights {
  const user = useAppSelector(selectUser);
  const { data } = useRetrieveTeamsQuery();
  const { team } = useActiveTeam();
  const program = data?.programs.find((candidate) => candidate.id === team?.programId);
  return teamRights(team, program, user?.id);
}
