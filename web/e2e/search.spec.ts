import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  DEMO_COACH,
  DEMO_PLAYER,
  fillSignup,
  freshPerson,
  logInAt,
  type Credentials,
} from './support/accounts';
import { VIEWPORTS } from './support/product-routes';

/**
 * Issue 19 on the embedded product with the demo data: the demo player opens the header search, types a play name
 * with a typo and finds the team play grouped under Plays, opens it; a teammate by part of the name (the team lets
 * players view the roster) and a game by its opponent; 'No results found'; the results page /search?q= at phone
 * (from the bottom navbar) and desktop sizes (the same finds, nothing from another team, arrows and Enter, back and
 * reload); the community search page.
 * Screenshots at desktop and 390x844 go to E2E_SHOTS (when set).
 */
async function shot(page: Page, name: string, phone = true) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-desktop.png`, fullPage: !phone ? false : true });
  if (!phone) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** One screenshot at the size the page is at, into E2E_SHOTS (when set); a dialog over the page: the screen only. */
async function shotAt(page: Page, name: string, fullPage = true) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function call<T>(request: APIRequestContext, who: Credentials, path: string, data?: unknown) {
  const login = await request.post('/api/account/login', { data: who });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const answer =
    data === undefined
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { headers, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

test.beforeEach(async ({ request }) => {
  const probe = await request.post('/api/account/login', { data: DEMO_COACH });
  test.skip(!probe.ok(), 'needs the embedded demo data (SEED_DEMO on)');
});

test('the player finds a team play despite a typo, grouped, and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAt(page, DEMO_PLAYER);
  await page.getByRole('searchbox', { name: 'Search' }).click();
  const input = page.getByPlaceholder('Search posts, events, roster and plays');
  await input.fill('backdor');
  const result = page.getByRole('group', { name: 'Plays' }).getByRole('button', { name: /5 Out Backdoor/ });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Plays', { exact: true })).toBeVisible();
  await expect(page.getByText('Data from inactive teams is not searchable.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.mantine-Spotlight-content').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // The palette belongs to the header box: a phone layout (another box) closes it, so desktop shots here.
  await shot(page, 'search-palette', false);
  await input.fill('qqqzzzxxx');
  await expect(page.getByText('No results found')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'search-palette-empty', false);
  await input.fill('backdoor');
  await expect(result).toBeVisible({ timeout: 15_000 });
  // Keyboard navigable: arrows move the selection to the play, Enter opens it.
  for (let i = 0; i < 8 && (await result.getAttribute('data-selected')) === null; i++) {
    await input.press('ArrowDown');
  }
  await expect(result).toHaveAttribute('data-selected', /.*/);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/playbook\/team\?p=/);
});

test('the player finds a teammate by part of the name and a game by its opponent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await withPlayersViewingRoster(request, async () => {
    await logInAt(page, DEMO_PLAYER);
    await page.getByRole('searchbox', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Search posts, events, roster and plays');
    await input.fill('jord');
    await expect(
      page
        .getByRole('group', { name: 'Roster' })
        .getByRole('button', { name: /Jordan Reed/ })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    const axe = await new AxeBuilder({ page }).include('.mantine-Spotlight-content').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shot(page, 'search-palette-roster', false);
    await input.fill('wildc');
    await expect(
      page
        .getByRole('group', { name: 'Events' })
        .getByRole('button', { name: /Game vs Wildcats/ })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    await shot(page, 'search-palette-opponent', false);
  });
});

test('community search page answers anonymously', async ({ page }) => {
  await page.goto('/community/search?q=zzznothing');
  await expect(page.getByRole('heading', { name: 'Search the community' })).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'community-search');
});

const PAGE_FIELD = 'Search posts, events, roster and plays';

/**
 * Another team the demo player is not on: a new coach's program (its team unpaid, so inactive too) with a rostered
 * Jordan. Answers that player's last name, which no search of the demo player may show.
 */
async function jordanOnAnotherTeam(browser: Browser, request: APIRequestContext): Promise<string> {
  const coach = freshPerson('Outsider');
  const context = await browser.newContext();
  const signup = await context.newPage();
  await signup.goto('/signup');
  await fillSignup(signup, coach);
  await expect(signup).toHaveURL(/\/feed/);
  await context.close();
  const { teams } = await call<{ teams: { id: string }[] }>(request, coach, 'teams/createProgram', {
    name: `${coach.lastName} Club`,
    teams: [{ name: `${coach.lastName} Wildcats`, sport: 'BASKETBALL_HS' }],
  });
  await call(request, coach, 'teams/addRosterPlayer', {
    teamId: teams[0]!.id,
    player: { firstName: 'Jordan', lastName: coach.lastName, jersey: '11', position: '' },
  });
  return coach.lastName;
}

/** Lets the demo player find Demo Hoops' roster (spec 3 section 6) while `walk` runs, then puts the flag back. */
async function withPlayersViewingRoster(request: APIRequestContext, walk: () => Promise<void>) {
  const { owned } = await call<{ owned: { id: string; name: string; flags?: Record<string, boolean> }[] }>(
    request,
    DEMO_COACH,
    'teams/retrieveTeams',
  );
  const team = owned.find((candidate) => candidate.name === 'Demo Hoops')!;
  const flag = 'PLAYERS_CAN_VIEW_TEAM_ROSTER';
  const before = team.flags?.[flag] ?? false;
  await call(request, DEMO_COACH, 'teams/setTeamFlag', { teamId: team.id, flag, value: true });
  try {
    await walk();
  } finally {
    await call(request, DEMO_COACH, 'teams/setTeamFlag', { teamId: team.id, flag, value: before });
  }
}

/** Types into the page's field and waits for the address to carry it (500 ms after the last key). */
async function searchOnPage(page: Page, text: string) {
  await page.getByRole('searchbox', { name: PAGE_FIELD }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}(&|$)`));
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the results page finds a teammate, a play despite a typo and a game by its opponent, nothing from another team`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const outsider = await jordanOnAnotherTeam(browser, request);
    await withPlayersViewingRoster(request, async () => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await logInAt(page, DEMO_PLAYER);
      if (viewport.name === 'phone') {
        // The bottom navbar's Search opens the box under the header; its palette leads to the page.
        await page.getByRole('navigation').getByRole('button', { name: 'Search' }).click();
      }
      await page.getByRole('searchbox', { name: 'Search', exact: true }).click();
      const palette = page.getByPlaceholder(PAGE_FIELD);
      await palette.fill('jord');
      await expect(page.getByRole('group', { name: 'Roster' }).getByRole('button').first()).toBeVisible({
        timeout: 15_000,
      });
      if (viewport.name === 'phone') {
        await shotAt(page, 'search-palette-phone', false);
        await page.getByRole('button', { name: 'See all results' }).click();
      } else await palette.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=jord/);
      await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
      const field = page.getByRole('searchbox', { name: PAGE_FIELD });
      await expect(field).toHaveValue('jord');
      const roster = page.getByRole('region', { name: 'Roster' });
      await expect(roster.getByRole('link', { name: /Jordan Reed/ }).first()).toBeVisible({
        timeout: 15_000,
      });
      await expect(
        page.getByRole('note').filter({ hasText: 'Data from inactive teams is not searchable.' }),
      ).toBeVisible();
      await expect(page.getByText(outsider)).toHaveCount(0);
      await expectAxeClean(page);
      await shotAt(page, `search-page-roster-${viewport.name}`);

      await searchOnPage(page, 'backdor');
      const play = page.getByRole('region', { name: 'Plays' }).getByRole('link', { name: /5 Out Backdoor/ });
      await expect(play.first()).toBeVisible({ timeout: 15_000 });
      await shotAt(page, `search-page-play-${viewport.name}`);

      await searchOnPage(page, 'wildc');
      const game = page
        .getByRole('region', { name: 'Events' })
        .getByRole('link', { name: /Game vs Wildcats/ });
      await expect(game.first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(outsider)).toHaveCount(0);
      await expectAxeClean(page);
      await shotAt(page, `search-page-opponent-${viewport.name}`);

      await searchOnPage(page, 'qqqzzzxxx');
      await expect(page.getByText('No results found')).toBeVisible({ timeout: 15_000 });
      await shotAt(page, `search-page-empty-${viewport.name}`);
    });
  });
}

test('the results page is keyboard navigable and keeps its query through back, forward and reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAt(page, DEMO_PLAYER);
  await page.goto('/search?q=wildc');
  const field = page.getByRole('searchbox', { name: PAGE_FIELD });
  await expect(field).toBeFocused();
  const results = page.locator('[data-search-result]');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  await field.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(results.first()).toBeFocused();
  const href = await results.first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/search/);
  expect(page.url()).toContain(href!.split('?')[0]);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=wildc/);
  await expect(field).toHaveValue('wildc');
  await expect(results.first()).toBeVisible();
  await page.goForward();
  await expect(page).not.toHaveURL(/\/search/);
  await page.goBack();
  await page.reload();
  await expect(field).toHaveValue('wildc');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
});
