import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';

/**
 * Errors beside their fields, against the embedded product with the demo seed, at a phone's and a desktop's size:
 * a webhook endpoint inside the network is refused under its URL at registration; an invalid film link in the
 * scouting editor is refused under that player's Film link (not "The request was invalid." at the top); a quick
 * link whose preview cannot be fetched says so under its Url; a height typed in metres where feet and inches are
 * asked is taken and shown in feet. Nothing is saved. Axe-checked; FIELD_ERROR_SHOTS=<folder> keeps the PNGs.
 */
const SHOTS = process.env.FIELD_ERROR_SHOTS;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Axe on the page, then (with FIELD_ERROR_SHOTS) a shot of the viewport with `field` in view. */
async function check(page: Page, name: string, field: Locator) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${name}: axe`).toEqual([]);
  if (!SHOTS) return;
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function signedIn(browser: Browser, size: keyof typeof SIZES) {
  const context = await browser.newContext({ viewport: SIZES[size] });
  const page = await context.newPage();
  await logInAt(page, DEMO_COACH);
  const login = await page.request.post('/api/account/login', { data: DEMO_COACH });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const teams = (await (await page.request.get('/api/teams/retrieveTeams', { headers })).json()) as {
    owned: { id: string; name: string }[];
  };
  return { page, headers, t: teams.owned.find((team) => team.name === 'Demo Hoops')!.id };
}

for (const size of ['phone', 'desktop'] as const) {
  test(`errors land beside their fields (${size})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { page, headers, t } = await signedIn(browser, size);

    // 1. Webhooks: an endpoint at a private address is refused under the URL field, naming why.
    await page.goto('/profile/subscriptions/manage');
    await page.getByLabel('Demo Club', { exact: true }).getByRole('link', { name: 'Webhooks' }).click();
    const add = page.getByRole('form', { name: 'Add endpoint' });
    await add.getByLabel('Endpoint URL').fill('https://10.1.2.3/hooks');
    await add.getByRole('checkbox', { name: /TeamUpdated/ }).check();
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const refused =
      'The endpoint must be reachable from the internet: 10.1.2.3 is a private network address.';
    await expect(add.getByLabel('Endpoint URL')).toHaveAccessibleDescription(refused);
    await expect(add.getByRole('alert')).toHaveCount(0);
    await check(page, `webhook-internal-${size}`, add.getByLabel('Endpoint URL'));

    // 2. Scouting: the seeded report's first player gets a film link that is no web address.
    const past = (await (
      await page.request.get(`/api/schedule/getSchedule?teamId=${t}&past=true`, { headers })
    ).json()) as { events: { id: string; eventType: string }[] };
    let game: string | undefined;
    for (const event of past.events.filter((e) => e.eventType === 'GAME')) {
      const answer = (await (
        await page.request.get(`/api/schedule/getScoutingReport?teamId=${t}&eventId=${event.id}`, { headers })
      ).json()) as { report: { personnel: unknown[] } | null };
      if (answer.report?.personnel.length) {
        game = event.id;
        break;
      }
    }
    expect(game, 'the demo seed has a scouting report with players').toBeDefined();
    await page.goto(`/schedule/scouting/edit?${new URLSearchParams({ t, ev: game! }).toString()}`);
    const first = page.getByRole('group', { name: 'Scouted player 1' });
    await first.getByLabel('Film link').fill('film.example/hill');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.getByLabel('Film link')).toHaveAccessibleDescription(
      'A film link starts with http:// or https://',
    );
    await expect(first.getByLabel('Film link')).toBeFocused();
    await expect(page.getByText('The request was invalid.')).toHaveCount(0);
    // From the top: scrolled to the focused field, the sticky header lies over the row's remove button.
    await page.evaluate(() => window.scrollTo(0, 0));
    await check(page, `scouting-film-link-${size}`, first.getByLabel('Film link'));

    // 3. Documents: a quick link whose page cannot be fetched says that no preview is available.
    await page.goto(`/documents/list?t=${t}`);
    await page.getByRole('button', { name: 'Add document' }).click();
    const dialog = page.getByRole('form', { name: 'Add a document' });
    await dialog.getByText('Quick link', { exact: true }).click();
    await dialog.getByLabel('Url').fill('intranet.invalid/playbook');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByLabel('Url')).toHaveAccessibleDescription(
      'No preview is available for this link. Enter a name for it below.',
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await check(page, `link-no-preview-${size}`, dialog.getByLabel('Url'));
    await page.keyboard.press('Escape');

    // 4. Evaluations: a height in metres where feet and inches are asked is taken and shown in feet.
    await page.goto(`/team/roster?t=${t}`);
    await page.getByRole('link', { name: 'Parker Player' }).first().click();
    await page.getByRole('link', { name: 'New evaluation' }).click();
    const height = page.getByLabel('Height (feet/inches)');
    await height.fill('1.85 m');
    await expect(height).toHaveAccessibleDescription(`That is 6'0.8"`);
    await expect(height).not.toHaveAttribute('aria-invalid', 'true');
    await check(page, `height-metric-${size}`, height);
    await page.context().close();
  });
}
