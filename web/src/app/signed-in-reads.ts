import { profileApi } from '../features/profile/profileApi';
import { activeTeamAtLogin } from '../features/teams/team-access';
import { teamsApi } from '../features/teams/teamsApi';
import { TEAM_PARAM } from '../features/teams/use-active-team';
import type { AppStore } from './store';

/** The address the app was opened at and the site it runs as: what the first page will ask for. */
export interface FirstPage {
  pathname: string;
  search: string;
  edition: string;
}

/**
 * Every signed-in page first asks for the profile (ProfileGate) and the teams; the page then asks for its own data
 * once the chrome has rendered and put the active team into t=. On a slow phone each of those steps is a round
 * trip plus a render, and the first page's content (Lighthouse's LCP) waited for all of them. So, as soon as the
 * session is restored: the profile and the teams side by side; the page's reads that need no team (the personal
 * playbook) and those whose team the address names, at once; the others the moment the profile and the teams name
 * the active team, without waiting for a render. The pages' hooks then find them in the cache (same arguments).
 */
export function startSignedInReads(store: AppStore, first: FirstPage): void {
  const path = first.pathname.replace(/^\/+|\/+$/g, '');
  const params = new URLSearchParams(first.search);
  const named = params.get(TEAM_PARAM);
  const profile = store.dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
  const teams = store.dispatch(teamsApi.endpoints.retrieveTeams.initiate(undefined, { subscribe: false }));

  if (path === 'playbook') void preloadPlaybook(store, params.get('pb') === 'team' ? named : null);
  if (path !== 'feed') return;
  if (named) {
    void preloadHome(store, named);
    return;
  }
  void Promise.all([profile.unwrap(), teams.unwrap()]).then(
    ([profileAnswer, teamsAnswer]) => {
      const favoriteId = profileAnswer.settings.favoriteTeams?.[first.edition] ?? null;
      const team = activeTeamAtLogin(teamsAnswer, first.edition, favoriteId);
      if (team) void preloadHome(store, team.id);
    },
    // The pages show the failure; nothing to start without them.
    () => undefined,
  );
}

/** /feed: the team's posts and the playbook its recent-plays card and post editor list (their chunks are started). */
async function preloadHome(store: AppStore, teamId: string): Promise<void> {
  const [{ feedApi }, { playbookApi }] = await Promise.all([
    import('../features/feed/feedApi'),
    import('../features/playbook/playbookApi'),
  ]);
  store.dispatch(feedApi.endpoints.getFeedPosts.initiate({ teamId }, { subscribe: false }));
  store.dispatch(playbookApi.endpoints.getTeamPlaybook.initiate({ teamId }, { subscribe: false }));
}

/** /playbook: the personal playbook (always loaded there), and the team's when the address opens that one. */
async function preloadPlaybook(store: AppStore, teamId: string | null): Promise<void> {
  const { playbookApi } = await import('../features/playbook/playbookApi');
  store.dispatch(playbookApi.endpoints.getMyPlaybook.initiate(undefined, { subscribe: false }));
  if (teamId)
    store.dispatch(playbookApi.endpoints.getTeamPlaybook.initiate({ teamId }, { subscribe: false }));
}
