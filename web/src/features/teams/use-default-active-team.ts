import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useEdition } from '../../config/EditionContext';
import { useFavoriteTeam } from '../profile/use-favorite-team';
import { activeTeamAtLogin } from './team-access';
import { useRetrieveTeamsQuery } from './teamsApi';
import { TEAM_PARAM } from './use-active-team';

/**
 * Puts the login-time active team into t= when the URL names none. A t= the list does not know
 * yet is left alone: a team created or joined a moment ago appears only after the refetch.
 */
export function useDefaultActiveTeam(): void {
  const { edition } = useEdition();
  const { data } = useRetrieveTeamsQuery();
  const { favoriteId } = useFavoriteTeam();
  const [params, setParams] = useSearchParams();
  const current = params.get(TEAM_PARAM);

  useEffect(() => {
    if (!data || current) return;
    const team = activeTeamAtLogin(data, edition, favoriteId);
    if (!team) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TEAM_PARAM, team.id);
        return next;
      },
      { replace: true },
    );
  }, [data, current, edition, favoriteId, setParams]);
}
