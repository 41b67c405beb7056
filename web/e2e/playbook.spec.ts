import { type Credentials, DEMO_COACH, DEMO_PLAYER, logInAt } from './support/accounts';
import { layoutShifts, loadedWidth, recordLayoutShifts } from './support/layout-shifts';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Runs on the embedded product's demo data (the e2e config seeds it): the demo coach owns the paid Demo Club
 * teams, and the demo player plays on them.
 */
// Playwright loads the domain package's CommonJS build, whose re-exports ESM cannot name.
const { createNewPlay } = createRequire(import.meta.url)(
  '@chalktalk/domain',
) as typeof import('@chalktalk/domain');

const COACH = DEMO_COACH;
const PLAYER = DEMO_PLAYER;

async function apiLogin(request: APIRequestContext, account: typeof COACH): Promise<string> {
  const answer = await request.post('/api/account/login', { data: account });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const headers = { authorization: `Bearer ${token}` };
  const answer =
    method === 'GET'
      ? await request.get(`/api/${path}`, { headers })
      : await request.post(`/api/${path}`, { headers, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function logIn(page: Page, account: Credentials, deepLink = '/playbook') {
  await logInAt(page, account, deepLink);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a coach files a play in a folder, shares it to Demo Hoops; the player views it; a public link opens signed out', async ({
  page,
  request,
  browser,
}) => {
  const suffix = `${Date.now() % 1e6}`;
  const folderName = `Sets ${suffix}`;
  const playName = `Horns ${suffix}`;

  // The play comes in through the playbook API, the way the editor saves a new play.
  const coachToken = await apiLogin(request, COACH);
  const teams = await call<{ owned: Array<{ id: string; name: string }> }>(
    request,
    coachToken,
    'GET',
    'teams/retrieveTeams',
  );
  const hoops = teams.owned.find((team) => team.name === 'Demo Hoops');
  expect(hoops).toBeDefined();
  const mine = await call<{ playbook: { id: string } }>(request, coachToken, 'GET', 'playbook/getMyPlaybook');
  const saved = await call<{ id: string }>(request, coachToken, 'POST', 'playbook/saveNewPlay', {
    playbookId: mine.playbook.id,
    play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: playName }),
  });

  // Coach: a new folder, renamed inline, then the play added to it.
  await logIn(page, COACH, `/playbook?t=${hoops!.id}`);
  await expect(page.getByRole('heading', { name: 'My Playbook' })).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  const rename = page.getByRole('form', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'Name' }).fill(folderName);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: folderName })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${playName}` }).click();
  await page.getByRole('menuitem', { name: 'Add to Folder' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Folder' }).selectOption({ label: folderName });
  await dialog.getByRole('button', { name: 'Add to Folder' }).click();
  await expect(page.getByRole('link', { name: playName, exact: true })).toBeHidden();
  await page.getByRole('link', { name: folderName }).click();
  await expect(page.getByRole('link', { name: playName, exact: true })).toBeVisible();

  // A second, newer play in the folder lists first; a long press drags it below the first one.
  const book = await call<{ playbook: { folders: Array<{ id: string; name: string }> } }>(
    request,
    coachToken,
    'GET',
    'playbook/getMyPlaybook',
  );
  const folder = book.playbook.folders.find((candidate) => candidate.name === folderName);
  const second = await call<{ id: string }>(request, coachToken, 'POST', 'playbook/saveNewPlay', {
    playbookId: mine.playbook.id,
    play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name: `Flex ${suffix}` }),
  });
  await call(request, coachToken, 'POST', 'playbook/movePlaybookItems', {
    playbookId: mine.playbook.id,
    changes: { [second.id]: null },
    folderId: folder!.id,
  });
  await page.reload();
  const names = page.locator('.playbook-entry__name');
  await expect(names).toHaveText([`Flex ${suffix}`, playName]);
  const rows = page.locator('.playbook-list > li');
  // A play's row leads with its poster (a folder's with its icon): the drag starts near the row's leading corner.
  const from = await rows.nth(0).boundingBox();
  const to = await rows.nth(1).boundingBox();
  await page.mouse.move(from!.x + 16, from!.y + 16);
  await page.mouse.down();
  await page.waitForTimeout(400);
  await expect(rows.nth(0)).toHaveAttribute('aria-grabbed', 'true');
  await page.mouse.move(to!.x + 16, to!.y + 16, { steps: 5 });
  const moved = page.waitForResponse((answer) => answer.url().includes('/api/playbook/movePlaybookItems'));
  await page.mouse.up();
  expect((await moved).ok()).toBe(true);
  await expect(names).toHaveText([playName, `Flex ${suffix}`]);

  // Share the play to Demo Hoops for coaches only first: the team list marks it with an asterisk.
  await page.getByRole('button', { name: `Actions for ${playName}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/playbook\/share\/my\/play\?/);
  const shareUrl = page.url();
  const audience = page.getByRole('combobox', { name: 'Audience for Demo Hoops' });
  await expect(audience).toHaveValue('NOONE');
  await audience.selectOption({ label: 'Coaches only' });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Sharing updated.');
  await page.goto(`/playbook?pb=team&t=${hoops!.id}`);
  const coachRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: playName, exact: true }) });
  await expect(coachRow.getByLabel('Coaches only')).toHaveText('*');

  // Then for the whole team, and get its public link.
  await page.goto(shareUrl);
  await expect(audience).toHaveValue('COACHES');
  await audience.selectOption({ label: 'Whole team' });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Sharing updated.');
  await page.getByRole('button', { name: 'Get public link' }).click();
  const publicLink = await page.getByRole('link', { name: /\/play\?l=/ }).getAttribute('href');
  expect(publicLink).toMatch(/\/play\?l=[\w-]+$/);

  // The team playbook lists it; nobody has viewed it yet.
  await page.goto(`/playbook?pb=team&t=${hoops!.id}`);
  await expect(page.getByRole('link', { name: playName, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Viewers of ${playName}` }).click();
  await expect(page.getByText('0 viewers')).toBeVisible();

  // The player sees it in the team playbook, marked unviewed, and opens it.
  const player = await newPage(browser);
  await logIn(player.page, PLAYER, `/playbook?pb=team&t=${hoops!.id}`);
  const row = player.page
    .getByRole('listitem')
    .filter({ has: player.page.getByRole('link', { name: playName, exact: true }) });
  await expect(row.getByLabel('Unviewed')).toBeVisible();
  await expect(row.getByRole('button', { name: `Actions for ${playName}` })).toHaveCount(0);
  const viewed = player.page.waitForResponse((answer) =>
    answer.url().includes('/api/playbook/getSharedPlay'),
  );
  await row.getByRole('link', { name: playName, exact: true }).click();
  expect((await viewed).ok()).toBe(true);
  await player.page.goto(`/playbook?pb=team&t=${hoops!.id}`);
  await expect(row.getByRole('link', { name: playName, exact: true })).toBeVisible();
  await expect(row.getByLabel('Unviewed')).toHaveCount(0);

  // The coach sees the player recorded as a viewer, and the player's viewership profile.
  await page.reload();
  await expect(page.getByText('1 viewer', { exact: true })).toBeVisible();
  const viewers = page.getByRole('table', { name: 'Viewed' });
  await expect(viewers.getByRole('row')).toHaveCount(2);
  await viewers.getByRole('link', { name: /\(player\)/ }).click();
  await expect(page.getByRole('heading', { name: /Viewership of/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Plays' }).getByRole('row', { name: new RegExp(`${playName}\\s+Yes`) }),
  ).toBeVisible();

  // A study reminder for the team's plays reaches the player.
  await page.goto(`/playbook?pb=team&t=${hoops!.id}`);
  await page.getByRole('button', { name: 'Study reminder' }).click();
  // Only this play: a reminder goes to those who can see every chosen play (other runs leave coaches-only ones).
  const boxes = page.getByRole('dialog').getByRole('checkbox');
  for (const box of await boxes.all()) await box.uncheck();
  await page.getByRole('dialog').getByRole('checkbox', { name: playName, exact: true }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Send reminder' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Your team has been notified.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Made coaches-only again, the play leaves the player's list.
  await page.goto(shareUrl);
  await audience.selectOption({ label: 'Coaches only' });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Sharing updated.');
  await player.page.reload();
  await expect(player.page.getByRole('heading', { name: 'Demo Hoops Playbook' })).toBeVisible();
  await expect(player.page.getByRole('link', { name: playName, exact: true })).toHaveCount(0);
  await player.context.close();

  // Anyone opens the public link of the own play, signed out.
  const visitor = await newPage(browser);
  await visitor.page.goto(new URL(publicLink!).pathname + new URL(publicLink!).search);
  await expect(visitor.page.getByRole('heading', { name: playName, exact: true })).toBeVisible();
  await expect(visitor.page).toHaveURL(/\/play\?l=/);
  await visitor.context.close();

  expect(saved.id).toBeTruthy();
});

test("the list shows each play's poster, sized before it loads: no layout shift from posters", async ({
  browser,
}) => {
  // The demo playbook's posters are rendered on first sight (one render slot in the embedded product).
  test.setTimeout(180_000);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await logIn(page, COACH);
    const list = page.getByRole('list', { name: 'My playbook' });
    // The demo playbook files its plays in folders: the first folder's list.
    await list.locator('li.playbook-entry--folder').first().getByRole('link').click();
    const firstRow = list.locator('li.playbook-entry--play').first();
    // The poster (or its placeholder while it renders) is named after the play.
    await expect(firstRow.getByRole('img', { name: /^Poster of / })).toBeVisible();
    // Its box has its size (88 x 66, 4:3) before any pixel of it has arrived.
    const box = firstRow.locator('[data-play-poster]');
    expect(await box.boundingBox()).toMatchObject({ width: 88, height: 66 });
    const rowBefore = await firstRow.boundingBox();
    const shiftsBefore = (await layoutShifts(page)).length;

    const images = list.locator('img[alt^="Poster of "]');
    await expect.poll(() => loadedWidth(images), { timeout: 150_000, intervals: [500] }).toBe(400);
    const loaded = list.locator('img[alt^="Poster of "]').first();
    await expect(loaded).toHaveAttribute('loading', 'lazy');
    expect(await loaded.boundingBox()).toMatchObject({ width: 88, height: 66 });
    expect(await box.boundingBox()).toMatchObject({ width: 88, height: 66 });
    expect(await firstRow.boundingBox()).toEqual(rowBefore);
    const shifts = (await layoutShifts(page)).slice(shiftsBefore);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
    // Shown again once the app's service worker controls the page (it keeps its hands off the posters).
    await page.reload();
    await expect.poll(() => loadedWidth(images), { timeout: 60_000, intervals: [500] }).toBe(400);
    await context.close();
  }
});
