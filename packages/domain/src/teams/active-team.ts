export interface TeamsAtLogin {
  owned: readonly { id: string }[];
  joined: readonly { id: string }[];
  pending: readonly { id: string }[];
}

/**
 * The team to make active after login: the saved favourite for this site if the user still has that
 * team, otherwise the first of owned, joined and pending teams, otherwise none.
 */
export function activeTeamAtLogin(
  teams: TeamsAtLogin,
  favoriteTeams: Readonly<Record<string, string | undefined>> | undefined,
  site: string,
): string | null {
  const all = [...teams.owned, ...teams.joined, ...teams.pending];
  const favourite = favoriteTeams?.[site];
  if (favourite && all.some((team) => team.id === favourite)) return favourite;
  return all[0]?.id ?? null;
}
