import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRetrieveTeamsQuery } from './teamsApi';
import { allTeams } from './team-access';
import type { Team } from './teams.types';

/** Spec 1 §2: t = active team, carried on every page. */
export const TEAM_PARAM = 't';

export function useActiveTeam(): {
  team: Team | null;
  teamId: string | null;
  selectTeam: (id: string) => void;
  clearTeam: () => void;
} {
  const [params, setParams] = useSearchParams();
  const teamId = params.get(TEAM_PARAM);
  const { data } = useRetrieveTeamsQuery();
  const team = useMemo(
    () => allTeams(data).find((candidate) => candidate.id === teamId) ?? null,
    [data, teamId],
  );
  const selectTeam = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(TEAM_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const clearTeam = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(TEAM_PARAM);
        return next;
      }),
    [setParams],
  );
  return { team, teamId, selectTeam, clearTeam };
}

/** Adds the current t= to an in-app path so switching pages keeps the active team. */
export function useTeamPath(): (path: string) => string {
  const [params] = useSearchParams();
  const teamId = params.get(TEAM_PARAM);
  return useCallback(
    (path: string) => {
      if (!teamId) return path;
      const [pathname, query = ''] = path.split('?');
      const search = new URLSearchParams(query);
      if (!search.has(TEAM_PARAM)) search.set(TEAM_PARAM, teamId);
      return `${pathname}?${search.toString()}`;
    },
    [teamId],
  );
}
