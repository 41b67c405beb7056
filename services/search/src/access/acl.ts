import type { TeamRole } from '@chalktalk/domain';

/**
 * Grants: the words that tie a document to who may see it. A document lists the grants that open it; a query
 * lists the user's grants; the index matches a document only when the two share one (authorization inside the
 * query, the same on both adapters). Flags, roles and paid state change only the user's grants, computed at
 * query time from the team projection, so no document is rewritten when a coach flips a flag or a team lapses.
 */
export const grant = {
  /** Joined members of an active team (any role): team posts, events and plays shared to the team. */
  team: (teamId: string) => `t:${teamId}`,
  /** Coaches, admins and program admins of an active team: coaches-only plays and posts. */
  coaches: (teamId: string) => `c:${teamId}`,
  /** Who may view the team's roster: editors, or every member with PLAYERS_CAN_VIEW_TEAM_ROSTER. */
  roster: (teamId: string) => `r:${teamId}`,
  /** The owner of a personal playbook: their own plays. */
  user: (userId: string) => `u:${userId}`,
  /** Everyone, signed out too: published community plays. */
  public: 'public',
} as const;

export interface TeamStanding {
  teamId: string;
  /** The role the rules use (program admins are ADMIN). */
  role: TeamRole;
  pending: boolean;
  paid: boolean;
  /** Team flags that are on. */
  flags: Record<string, boolean>;
}

const EDITORS: readonly TeamRole[] = ['ADMIN', 'COACH'];

/** Whether the user's memberships let them search a team at all: joined, and the team active (paid). */
export function searchable(standing: TeamStanding): boolean {
  // 'Data from inactive teams is not searchable.' (spec document 1 section 2): not even for admins, who can still
  // open an inactive team's pages.
  return !standing.pending && standing.paid;
}

/**
 * The grants of a user: their own playbook, and per searchable team the team grant, the coaches' grant for
 * editors and the roster grant for those who may view the roster (spec document 3 section 6). `teamIds`
 * narrows the teams (search/global's teamIds); teams outside the user's memberships never add anything.
 */
export function grantsOf(userId: string, standings: TeamStanding[], teamIds?: readonly string[]): string[] {
  const wanted = teamIds && teamIds.length > 0 ? new Set(teamIds) : undefined;
  const grants = [grant.user(userId)];
  for (const standing of standings) {
    if (!searchable(standing) || (wanted && !wanted.has(standing.teamId))) continue;
    grants.push(grant.team(standing.teamId));
    const editor = EDITORS.includes(standing.role);
    if (editor) grants.push(grant.coaches(standing.teamId));
    if (editor || standing.flags.PLAYERS_CAN_VIEW_TEAM_ROSTER) grants.push(grant.roster(standing.teamId));
  }
  return grants;
}

/** The teams behind a user's grants (to tell which of a document's teams the user reached it through). */
export function grantedTeams(grants: readonly string[]): Set<string> {
  const teams = new Set<string>();
  for (const g of grants) if (g.startsWith('t:')) teams.add(g.slice(2));
  return teams;
}
