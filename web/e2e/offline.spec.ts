import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';

/**
 * Installable and offline (issue 13): the service worker precaches the shell, the reads of a play opened
 * before are answered from its cache, so after going offline a reload still opens the shell and the play, which
 * plays back; a change fails with 'You are offline' (G006); the banners come and go. Runs on the demo seed's
 * plays (deploy/embedded/src/seed/demo-plays.ts).
 */
const PLAY_NAME = '5 Out Backdoor';

async function demoPlayId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/account/login', { data: DEMO_COACH });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await request.get('/api/playbook/getMyPlaybook', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { playbook } = (await answer.json()) as { playbook: { plays: { id: string; name: string }[] } };
  const play = playbook.plays.find((candidate) => candidate.name === PLAY_NAME);
  if (!play) throw new Error(`the demo seed has no play named ${PLAY_NAME}`);
  return play.id;
}

test('offline: a reload opens the shell and a play viewed before, which animates; changes say You are offline', async ({
  page,
  context,
  request,
}) => {
  const playPath = `/playbook/play?p=${await demoPlayId(request)}`;
  await logInAt(page, DEMO_COACH, playPath);
  await expect(page.getByLabel('Name')).toHaveValue(PLAY_NAME);

  // The worker installs on the first visit and controls the page from the next load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue(PLAY_NAME);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('chalktalk-reads')).keys()).map((request) => new URL(request.url).pathname),
      ),
    )
    .toContain('/api/playbook/getPlay');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Some features may be limited.')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(PLAY_NAME);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const playback = page.getByRole('region', { name: 'Playback' });
  await expect(playback.locator('svg[data-phase]')).toBeVisible();
  await expect(playback.getByRole('button', { name: 'Replay' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Back to editing' }).click();
  await page.getByLabel('Name').fill(`${PLAY_NAME} offline`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You are offline', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('You are back online!')).toBeVisible();
});
