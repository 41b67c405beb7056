import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useEdition } from '../../config/EditionContext';
import { useFavoriteTeam } from '../profile/use-favorite-team';
import { activeTeamAtLogin } from './team-access';
import { useRetrieveTeamsQuery } from './teamsApi';
import { TEAM_PARAM } from './use-active-team';

/**
 * Whether the browser's history has moved past the location a render showed: a navigation the router made
 * (history pushed) that React has not rendered yet. Memory routers (tests) leave window.history alone: never.
 */
export function navigatedSince(renderedKey: string): boolean {
  const live = (window.history.state as { key?: unknown } | null)?.key;
  return typeof live === 'string' && live !== renderedKey;
}

/**
 * Puts the login-time active team into t= when the URL names none. A t= the list does not know
 * yet is left alone: a team created or joined a moment ago appears only after the refetch.
 * Not while a newer navigation is on its way: the teams refetch a payment triggers can render the page it leaves
 * after the router went on (create → billing?e=), and setSearchParams would put the old page's query on the new
 * page (billing?plan=…&t=…, losing e=); the new page's render sets t= instead.
 */
export function useDefaultActiveTeam(): void {
  const { edition } = useEdition();
  const { data } = useRetrieveTeamsQuery();
  const { favoriteId } = useFavoriteTeam();
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const current = params.get(TEAM_PARAM);

  useEffect(() => {
    if (!data || current || navigatedSince(key)) return;
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
  }, [data, current, edition, favoriteId, setParams, key]);
}
