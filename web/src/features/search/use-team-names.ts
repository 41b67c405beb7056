import { useMemo } from 'react';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';

/**
 * The user's teams by id, only when there are several: results then name their team, or the same game of three
 * teams reads as one result thrice (search README, "Results of several teams").
 */
export function useTeamNames(): ReadonlyMap<string, string> | undefined {
  const { data: teams } = useRetrieveTeamsQuery();
  return useMemo(() => {
    const all = [...(teams?.owned ?? []), ...(teams?.joined ?? [])];
    const names = new Map(all.map((team) => [team.id, team.name]));
    return names.size > 1 ? names : undefined;
  }, [teams]);
}
