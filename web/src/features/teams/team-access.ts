import { activeTeamAtLogin as domainActiveTeamAtLogin, canLeave } from '@chalktalk/domain';
import type { RetrieveTeamsResponse, Team } from './teams.types';

/**
 * Spec 1 §6: only non-admins get a leave button. A pending member is no admin either: leaving withdraws the
 * request (leaveTeam allows it).
 */
export function canLeaveTeam(team: Team, userId: string | undefined): boolean {
  return userId !== undefined && (team.pending === true || canLeave(team, userId));
}

/** Spec 1 §4: a team is active when paid. */
export const isTeamActive = (team: Team) => team.paid;

/** Owned, joined, then pending teams, each once; pending ones marked so. */
export function allTeams(data: RetrieveTeamsResponse | undefined): Team[] {
  if (!data) return [];
  const seen = new Set<string>();
  const pending = data.pendingJoin.map((team) => ({ ...team, pending: true }));
  return [...data.owned, ...data.joined, ...pending].filter(
    (team) => !seen.has(team.id) && seen.add(team.id),
  );
}

/** Spec 1 §4: the saved favorite for the site, otherwise the first of owned, joined and pending teams. */
export function activeTeamAtLogin(
  data: RetrieveTeamsResponse,
  site: string,
  favoriteId: string | null,
): Team | null {
  const id = domainActiveTeamAtLogin(
    { owned: data.owned, joined: data.joined, pending: data.pendingJoin },
    favoriteId ? { [site]: favoriteId } : undefined,
    site,
  );
  return allTeams(data).find((team) => team.id === id) ?? null;
}
