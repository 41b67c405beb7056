import { warmPostDates } from '../features/feed/post-date';
import { profileApi } from '../features/profile/profileApi';
import type { Profile } from '../features/profile/profile.types';
import { activeTeamAtLogin } from '../features/teams/team-access';
import type { RetrieveTeamsResponse } from '../features/teams/teams.types';
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
 * The answer settles when those reads have all answered (or failed), so the first render can wait for them.
 */
/** The first page's path without its slashes: 'feed', 'playbook', ... */
const pageOf = (first: FirstPage) => first.pathname.replace(/^\/+|\/+$/g, '');

/** The team the app opens on (the profile's favourite for this site, else the rule of activeTeamAtLogin). */
const loginTeam = (profile: Profile, teams: RetrieveTeamsResponse, edition: string) =>
  activeTeamAtLogin(teams, edition, profile.settings.favoriteTeams?.[edition] ?? null);

export function startSignedInReads(store: AppStore, first: FirstPage): Promise<void> {
  const path = pageOf(first);
  const params = new URLSearchParams(first.search);
  const named = params.get(TEAM_PARAM);
  const profile = store.dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
  const teams = store.dispatch(teamsApi.endpoints.retrieveTeams.initiate(undefined, { subscribe: false }));
  const reads: Promise<unknown>[] = [profile, teams];

  if (path === 'playbook') reads.push(preloadPlaybook(store, params.get('pb') === 'team' ? named : null));
  if (path === 'feed') {
    // The main thread is idle until the reads answer: the first post's date formatting is paid now, not in the
    // feed's first render (post-date.ts).
    setTimeout(warmPostDates, 0);
    reads.push(
      named
        ? preloadHome(store, named)
        : Promise.all([profile.unwrap(), teams.unwrap()]).then(([profileAnswer, teamsAnswer]) => {
            const team = loginTeam(profileAnswer, teamsAnswer, first.edition);
            return team ? preloadHome(store, team.id) : undefined;
          }),
    );
  }
  // Settles (never fails: the pages show the failures) once every read above has answered.
  return Promise.allSettled(reads).then(() => undefined);
}

/** /feed: the team's posts and the playbook its recent-plays card and post editor list (their chunks are started). */
async function preloadHome(store: AppStore, teamId: string): Promise<void> {
  const [{ feedApi }, { playbookApi }] = await Promise.all([
    import('../features/feed/feedApi'),
    import('../features/playbook/playbookApi'),
  ]);
  await Promise.allSettled([
    store.dispatch(feedApi.endpoints.getFeedPosts.initiate({ teamId }, { subscribe: false })),
    store.dispatch(playbookApi.endpoints.getTeamPlaybook.initiate({ teamId }, { subscribe: false })),
  ]);
}

/** /playbook: the personal playbook (always loaded there), and the team's when the address opens that one. */
async function preloadPlaybook(store: AppStore, teamId: string | null): Promise<void> {
  // The page's first mount finds these in the cache, young enough (PLAYBOOK_LIST_FRESH_S) not to be asked again.
  const { playbookApi } = await import('../features/playbook/playbookApi');
  await Promise.allSettled([
    store.dispatch(playbookApi.endpoints.getMyPlaybook.initiate(undefined, { subscribe: false })),
    teamId
      ? store.dispatch(playbookApi.endpoints.getTeamPlaybook.initiate({ teamId }, { subscribe: false }))
      : undefined,
  ]);
}

/** Pages whose first render follows startSignedInReads: the ones it reads ahead for. */
const READ_AHEAD_PAGES = new Set(['feed', 'playbook']);

/**
 * The address the first render should start from: the first page with the login-time team in t= when the address
 * names none (TeamsReadyGate's rule, applied before the router exists), else null (leave it). Rendering first and
 * letting TeamsReadyGate redirect cost a navigation and a second render of the chrome and the page on start.
 */
export function addressWithLoginTeam(store: AppStore, first: FirstPage & { hash: string }): string | null {
  const params = new URLSearchParams(first.search);
  if (!READ_AHEAD_PAGES.has(pageOf(first)) || params.get(TEAM_PARAM)) return null;
  const state = store.getState();
  const profile = profileApi.endpoints.getProfile.select()(state).data;
  const teams = teamsApi.endpoints.retrieveTeams.select()(state).data;
  const team = profile && teams ? loginTeam(profile, teams, first.edition) : null;
  if (!team) return null;
  params.set(TEAM_PARAM, team.id);
  return `${first.pathname}?${params.toString()}${first.hash}`;
}
