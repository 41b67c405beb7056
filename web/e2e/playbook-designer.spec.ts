import { expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';

/**
 * The playbook list learns the designer's saves through its cache tags (features/playbook/playbook-tags.ts): going
 * back to the list inside the app, with no reload, shows a new play and a rename. Each attempt names its plays anew,
 * so a retry never meets the first attempt's rows.
 */
const myList = (page: Page) => page.getByRole('list', { name: 'My playbook' });

/** Back to the list through the app's own navigation (a client-side route change, not a page load). */
async function backToList(page: Page) {
  await page.getByRole('link', { name: 'Playbook', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'My Playbook' })).toBeVisible();
}

test('a play saved in the designer shows in My Playbook on the way back, without a reload', async ({
  page,
}) => {
  const name = `Sync ${Date.now().toString(36).slice(-6)}`;
  await logInAt(page, DEMO_COACH, '/playbook');
  await expect(myList(page)).toBeVisible();
  // Set on this document only: a page load would drop it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await page.getByRole('link', { name: 'New play' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  await backToList(page);
  await expect(myList(page).getByRole('link', { name, exact: true })).toBeVisible();

  await myList(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Name').fill(`${name} two`);
  const updated = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/playbook/updatePlay' && answer.ok(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await updated;
  await backToList(page);
  await expect(myList(page).getByRole('link', { name: `${name} two`, exact: true })).toBeVisible();
  await expect(myList(page).getByRole('link', { name, exact: true })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the app's first page on /playbook asks getMyPlaybook once (the start-up read serves the list)", async ({
  page,
}) => {
  await logInAt(page, DEMO_COACH, '/playbook');
  await expect(myList(page)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/playbook/getMyPlaybook') asked.push(request.url());
  });
  await page.reload();
  await expect(myList(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});
