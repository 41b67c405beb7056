import { ProgramAccess, TeamAccess } from './team-access';
import { OverallRole, TeamRole } from './team-roles';

const has = (map: Readonly<Record<string, unknown>> | undefined, userId: string): boolean =>
  map !== undefined && Object.prototype.hasOwnProperty.call(map, userId);

/** The owner and anyone in the admins map are ADMIN; otherwise the member's role; null when not on the team. */
export function roleOnTeam(team: TeamAccess, userId: string): TeamRole | null {
  if (team.ownerId === userId || has(team.admins, userId)) return 'ADMIN';
  const member = team.members && has(team.members, userId) ? team.members[userId] : undefined;
  return member?.role ?? null;
}

export function isProgramAdmin(program: ProgramAccess | undefined, userId: string): boolean {
  return has(program?.admins, userId);
}

/** Admin if admin of any team, else coach if coach of any, else player; none without teams. */
export function overallRole(teams: readonly TeamAccess[], userId: string): OverallRole {
  if (teams.length === 0) return 'none';
  const roles = teams.map((team) => roleOnTeam(team, userId));
  if (roles.includes('ADMIN')) return 'admin';
  if (roles.includes('COACH')) return 'coach';
  return 'player';
}

/** Coaches, admins and program admins may edit the team. */
export function canEditTeam(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  const role = roleOnTeam(team, userId);
  return role === 'ADMIN' || role === 'COACH' || isProgramAdmin(program, userId);
}

/** A team is viewable when paid; its admins, and the admins of its program, can still view it when it is inactive. */
export function isViewable(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  return team.paid || roleOnTeam(team, userId) === 'ADMIN' || isProgramAdmin(program, userId);
}

/** Editors see the roster, everyone does with PLAYERS_CAN_VIEW_TEAM_ROSTER; unpaid teams only for admins. */
export function canViewRoster(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  const allowed = canEditTeam(team, userId, program) || team.flags?.PLAYERS_CAN_VIEW_TEAM_ROSTER === true;
  return allowed && isViewable(team, userId, program);
}

/**
 * Emailing the team is for coaches (admins and program admins coach too); players may as well when the team has
 * PLAYERS_CAN_EMAIL_ROSTER on. Contacts never do.
 */
export function canEmailTeam(team: TeamAccess, userId: string, program?: ProgramAccess): boolean {
  if (canEditTeam(team, userId, program)) return true;
  return roleOnTeam(team, userId) === 'PLAYER' && team.flags?.PLAYERS_CAN_EMAIL_ROSTER === true;
}

/** Only members who are not admins get a leave button (an admin cannot orphan the team). */
export function canLeave(team: TeamAccess, userId: string): boolean {
  const role = roleOnTeam(team, userId);
  return role !== null && role !== 'ADMIN';
}
