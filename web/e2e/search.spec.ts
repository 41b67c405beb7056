import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_COACH, DEMO_PLAYER, logInAt, type Credentials } from './support/accounts';

/**
 * Issue 19 on the embedded product with the demo data: the demo player opens the header search, types a play name
 * with a typo and finds the team play grouped under Plays, opens it; a teammate by part of the name (the team lets
 * players view the roster) and a game by its opponent; 'No results found'; the community search page.
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
  const { owned } = await call<{ owned: { id: string; name: string; flags?: Record<string, boolean> }[] }>(
    request,
    DEMO_COACH,
    'teams/retrieveTeams',
  );
  const team = owned.find((candidate) => candidate.name === 'Demo Hoops')!;
  const flag = 'PLAYERS_CAN_VIEW_TEAM_ROSTER';
  const before = team.flags?.[flag] ?? false;
  // The roster is searchable by players only where the team lets them view it (spec 3 section 6).
  await call(request, DEMO_COACH, 'teams/setTeamFlag', { teamId: team.id, flag, value: true });
  try {
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
  } finally {
    await call(request, DEMO_COACH, 'teams/setTeamFlag', { teamId: team.id, flag, value: before });
  }
});

test('on a phone the navbar Search opens the box and the palette', async ({ page }) => {
  test.setTimeout(120_000);
  await logInAt(page, DEMO_PLAYER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).click();
  await page.getByPlaceholder('Search posts, events, roster and plays').fill('backdoor');
  await expect(
    page.getByRole('group', { name: 'Plays' }).getByRole('button', { name: /5 Out Backdoor/ }),
  ).toBeVisible({ timeout: 15_000 });
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/search-palette-phone.png` });
});

test('community search page answers anonymously', async ({ page }) => {
  await page.goto('/community/search?q=zzznothing');
  await expect(page.getByRole('heading', { name: 'Search the community' })).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible({ timeout: 10_000 });
  await shot(page, 'community-search');
});
