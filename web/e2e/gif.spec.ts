import { DEMO_COACH, logInAt } from './support/accounts';
import { apiToken, call } from './support/api-calls';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Issue 7's done line on the embedded product (demo data on): a coach presses Download GIF on a
 * saved play, a signed-out visitor on its public link, and both get a GIF rendered by the render
 * service (Chromium + ffmpeg) and served through the gateway's render/files route.
 */
// Playwright loads the domain package's CommonJS build, whose re-exports ESM cannot name.
const { createNewPlay } = createRequire(import.meta.url)(
  '@chalktalk/domain',
) as typeof import('@chalktalk/domain');

const COACH = DEMO_COACH;

/**
 * Presses Download GIF, waits for the saved file and the links, and checks the GIF's bytes (fetched without a
 * token): the file the browser saved is that GIF.
 */
async function downloadGif(page: Page, request: APIRequestContext, name: string) {
  // A GIF on the page's own origin is saved as a file at once; one served from another origin (here the
  // product names itself localhost while the suite browses 127.0.0.1) is saved through "Save the GIF".
  const saved = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Download GIF' }).click();
  const ready = page.getByRole('group', { name: 'GIF ready' });
  // The first export also launches the browser; the machine is shared, so be generous.
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(ready.getByRole('img', { name: 'GIF preview' })).toHaveJSProperty('complete', true);
  const gifUrl = await ready.getByRole('link', { name: 'Save the GIF' }).getAttribute('href');
  const mp4Url = await ready.getByRole('link', { name: 'Save the MP4' }).getAttribute('href');
  expect(gifUrl).toMatch(/\/api\/render\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\/play\.gif\?download=/);
  const gif = await request.get(gifUrl!);
  expect(gif.ok()).toBe(true);
  expect(gif.headers()['content-type']).toBe('image/gif');
  expect(gif.headers()['content-disposition']).toContain(`filename="${name}.gif"`);
  const bytes = await gif.body();
  expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  expect(bytes.length).toBeGreaterThan(1000);
  const mp4 = await request.get(mp4Url!);
  expect(mp4.headers()['content-type']).toBe('video/mp4');
  const byHand = page.getByText('Your GIF is ready. Use Save the GIF to keep it.');
  const sameOrigin = new URL(gifUrl!, page.url()).origin === new URL(page.url()).origin;
  await expect(byHand).toHaveCount(sameOrigin ? 0 : 1);
  if (!sameOrigin) await ready.getByRole('link', { name: 'Save the GIF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${name}.gif`);
  expect(new URL(download.url()).pathname).toBe(new URL(gifUrl!, page.url()).pathname);
  expect(readFileSync((await download.path())!)).toEqual(bytes);
  // The designer or public page is still there (the link saved the file, it did not navigate to it).
  await expect(page.getByRole('button', { name: 'Download GIF' })).toBeVisible();
  await expect(byHand).toHaveCount(0);
  return gifUrl!.split('?')[0]!;
}

test.beforeEach(async ({ request }) => {
  const probe = await request.post('/api/account/login', { data: COACH });
  test.skip(!probe.ok(), 'needs the embedded demo data (SEED_DEMO on)');
});

test('a coach downloads the GIF of a saved play, and a signed-out visitor that of its public link', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request, COACH);
  const mine = await call<{ playbook: { id: string } }>(request, token, 'playbook/getMyPlaybook');
  const name = `Gif ${Date.now() % 1e6}`;
  const saved = await call<{ id: string }>(request, token, 'playbook/saveNewPlay', {
    playbookId: mine.playbook.id,
    play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name }),
  });

  await logInAt(page, COACH, `/playbook/play?p=${saved.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  const coachGif = await downloadGif(page, request, name);

  // The public link of the same play, opened in a fresh context with no session.
  const { link } = await call<{ link: string }>(
    request,
    token,
    `playbook/getPublicShareLink?playId=${saved.id}&playbookId=${mine.playbook.id}`,
  );
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visitorRequest = visitor.request;
  await visitorPage.goto(`/play?l=${encodeURIComponent(link)}`);
  await expect(visitorPage.getByRole('heading', { name })).toBeVisible();
  const visitorGif = await downloadGif(visitorPage, visitorRequest, name);
  // The same drawing: answered from the files already rendered.
  expect(visitorGif).toBe(coachGif);
  await visitor.close();
});
