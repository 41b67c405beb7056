import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_COACH } from './accounts';

/**
 * Every route of spec 1 §2 (and the designer's), filled with the demo seed's ids, for the walks that visit the
 * whole product: the accessibility walk (axe.spec.ts) and `make screens` (tools/screens.spec.ts).
 */
export interface ProductRoute {
  name: string;
  path: string;
  signedIn: boolean;
  /** What shows once the page has loaded (its main heading or landmark). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

interface Ids {
  teamId: string;
  /** The team's sport line, which its New play button passes to the designer. */
  sport: string;
  playId: string;
  teamPlay: { id: string; playbookId: string };
  linkId: string;
  rosterPlayerId: string | null;
}

/**
 * The demo seed's Demo Hoops team (or another by name) with its sport, one of the coach's plays, a shared play, its
 * public link and a roster player.
 */
export async function demoIds(request: APIRequestContext, teamName = 'Demo Hoops'): Promise<Ids> {
  const login = await request.post('/api/account/login', { data: DEMO_COACH });
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const teams = await api<{ owned: { id: string; name: string; sport: string }[] }>(
    request,
    token,
    'teams/retrieveTeams',
  );
  const team = teams.owned.find((candidate) => candidate.name === teamName)!;
  const mine = await api<{ playbook: { id: string; plays: { id: string }[] } }>(
    request,
    token,
    'playbook/getMyPlaybook',
  );
  const shared = await api<{ playbook: { plays: { id: string; playbookId: string }[] } }>(
    request,
    token,
    `playbook/getTeamPlaybook?teamId=${team.id}`,
  );
  const sportPlay = mine.playbook.plays.find((play) =>
    shared.playbook.plays.some((item) => item.id === play.id),
  );
  const playId = (sportPlay ?? mine.playbook.plays[0]!).id;
  const { link } = await api<{ link: string }>(
    request,
    token,
    `playbook/getPublicShareLink?playId=${playId}&playbookId=${mine.playbook.id}`,
  );
  const roster = await api<{ roster: { id: string }[] }>(request, token, `teams/getRoster?teamId=${team.id}`);
  return {
    teamId: team.id,
    sport: team.sport,
    playId,
    teamPlay: shared.playbook.plays[0]!,
    linkId: link,
    rosterPlayerId: roster.roster[0]?.id ?? null,
  };
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const main = (page: Page) => page.getByRole('main').first();
const editor = (page: Page) => page.getByRole('toolbar', { name: 'Play editor' });

export function productRoutes(ids: Ids): ProductRoute[] {
  const t = `t=${ids.teamId}`;
  const signedOut = (name: string, path: string, ready: ProductRoute['ready']): ProductRoute => ({
    name,
    path,
    signedIn: false,
    ready,
  });
  const signedIn = (name: string, path: string, ready: ProductRoute['ready'] = main): ProductRoute => ({
    name,
    path,
    signedIn: true,
    ready,
  });
  const routes: ProductRoute[] = [
    signedOut('login', '/login', (page) => page.getByRole('button', { name: 'Log In' })),
    signedOut('signup', '/signup', (page) => page.getByRole('button', { name: 'Sign Up' })),
    signedOut('forgot-password', '/forgot-password', (page) => page.getByRole('textbox', { name: 'Email' })),
    signedOut('email-action', '/email-action?mode=verifyEmail', (page) => page.getByRole('alert').first()),
    signedOut('public-play', `/play?l=${ids.linkId}`, (page) => page.locator('svg').first()),
    signedOut('dev-mailbox', '/dev/mailbox', heading(/mailbox/i)),
    signedIn('feed', `/feed?${t}`, heading(/Welcome/)),
    signedIn('playbook', `/playbook?${t}`),
    signedIn('playbook-team', `/playbook?pb=team&${t}`),
    signedIn('playbook-usage', `/playbook/usage?${t}`),
    signedIn('designer-new', `/playbook/new?sport=${ids.sport}&${t}`, editor),
    signedIn('designer-play', `/playbook/play?p=${ids.playId}&${t}`, editor),
    signedIn(
      'designer-team-play',
      `/playbook/team?p=${ids.teamPlay.id}&${t}&src=${ids.teamPlay.playbookId}`,
      editor,
    ),
    signedIn('profile', `/profile?${t}`),
    signedIn('profile-basic', `/profile/account/basic?${t}`),
    signedIn('profile-password', `/profile/account/password?${t}`),
    signedIn('profile-delete', `/profile/account/delete?${t}`),
    signedIn('manage-teams', `/profile/subscriptions/manage?${t}`),
    signedIn('join-team', `/join-team?${t}`, heading('Join Team')),
    signedIn('roster', `/team/roster?${t}`),
    signedIn('schedule', `/schedule?${t}`),
    signedIn('documents', `/documents?${t}`),
    signedIn('community', `/community?${t}`),
    signedIn('search', `/search?q=wildc&${t}`, heading('Search')),
    signedIn('payment', `/payment?${t}`),
  ];
  if (ids.rosterPlayerId)
    routes.push(signedIn('player-overview', `/team/player/overview?p=${ids.rosterPlayerId}&${t}`));
  return routes;
}

/** Opens a route and waits for it to settle: its ready element, no request in flight, fonts and layout done. */
export async function openRoute(page: Page, route: ProductRoute): Promise<void> {
  await page.goto(route.path);
  await expect(route.ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
