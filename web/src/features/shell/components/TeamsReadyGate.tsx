import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useEdition } from '../../../config/EditionContext';
import { useFavoriteTeam } from '../../profile/use-favorite-team';
import { activeTeamAtLogin } from '../../teams/team-access';
import { useRetrieveTeamsQuery } from '../../teams/teamsApi';
import { TEAM_PARAM } from '../../teams/use-active-team';

/**
 * The signed-in chrome renders once, with its teams and the active team in t=: before, it rendered while the teams
 * were on their way, again when they came, and again when its effect put the login-time team into t= (three renders
 * of the shell and the page on a phone's start, Lighthouse's blocking time). Waiting is short: the teams are asked
 * beside the profile as soon as the session is restored (app/signed-in-reads.ts). A failed answer renders the shell
 * as before (its parts show their own errors). Only the first render waits: once the chrome is up it stays up, and
 * later changes of the list go through useDefaultActiveTeam as before (a page such as /join-team must not be
 * unmounted by the refetch its own call triggers).
 */
export function TeamsReadyGate({ children }: { children: ReactNode }) {
  const { data, error } = useRetrieveTeamsQuery();
  const { edition } = useEdition();
  const { favoriteId } = useFavoriteTeam();
  const location = useLocation();
  const [shown, setShown] = useState(false);
  const params = new URLSearchParams(location.search);
  const team =
    !shown && data && !params.get(TEAM_PARAM) ? activeTeamAtLogin(data, edition, favoriteId) : null;
  const ready = shown || (Boolean(data ?? error) && !team);
  // Remembered during render (React's "storing information from previous renders"), so the chrome never waits again.
  if (ready && !shown) setShown(true);
  if (ready) return <>{children}</>;
  if (!team) return null;
  params.set(TEAM_PARAM, team.id);
  return (
    <Navigate
      to={{ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }}
      state={location.state as unknown}
      replace
    />
  );
}
