import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useEdition } from '../../config/EditionContext';
import { readFavoriteTeam } from './favorite-team';
import { activeTeamAtLogin, allTeams } from './team-access';
import { useRetrieveTeamsQuery } from './teamsApi';
import { TEAM_PARAM } from './use-active-team';

/** Puts the login-time active team into t= when the URL names none (or a team the user lost). */
export function useDefaultActiveTeam(): void {
  const { edition } = useEdition();
  const { data } = useRetrieveTeamsQuery();
  const [params, setParams] = useSearchParams();
  const current = params.get(TEAM_PARAM);

  useEffect(() => {
    if (!data) return;
    if (current && allTeams(data).some((team) => team.id === current)) return;
    const team = activeTeamAtLogin(data, edition, readFavoriteTeam(edition));
    if (!team && !current) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (team) next.set(TEAM_PARAM, team.id);
        else next.delete(TEAM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [data, current, edition, setParams]);
}
