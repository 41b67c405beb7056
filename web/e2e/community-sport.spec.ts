import { DEMO_COACH } from './support/accounts';
import { apiToken, call } from './support/api-calls';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The community by sport on the embedded product (demo data on, the hoops edition): the home and section pages
 * list basketball plays with a sport badge on each card; "All sports" (kept in the URL as ?sport=all) lists every
 * sport; a link naming a family shows it; the play page shows any play. A football play is published here so the
 * test names one it knows (each attempt publishes its own: a retry finds its own play newest).
 */
const { createNewPlay } = createRequire(import.meta.url)(
  '@chalktalk/domain',
) as typeof import('@chalktalk/domain');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeClean(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 160)}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test.beforeEach(async ({ request }) => {
  const probe = await request.post('/api/account/login', { data: DEMO_COACH });
  test.skip(!probe.ok(), 'needs the embedded demo data (SEED_DEMO on)');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a hoops visitor browses basketball plays, badged, and can see all sports (${viewport.width}px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, DEMO_COACH);
    const mine = await call<{ playbook: { id: string } }>(request, token, 'playbook/getMyPlaybook');
    const name = `Sport Walk ${viewport.width} ${Date.now() % 1e6}`;
    const saved = await call<{ id: string }>(request, token, 'playbook/saveNewPlay', {
      playbookId: mine.playbook.id,
      play: createNewPlay('FOOTBALL_HS', 'FULL_FIELD', { name }),
    });
    const shared = await call<{ id: string }>(request, token, 'community/shareToCommunity', {
      playId: saved.id,
      srcPlaybookId: mine.playbook.id,
      shareLevel: 'COMMUNITY',
    });

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // 1. The home lists basketball only: every card is badged Basketball, the new football play is not there.
    await page.goto('/community');
    const newPlays = page.getByRole('region', { name: 'New plays' });
    await expect(newPlays.getByRole('article').first()).toBeVisible();
    const sport = page.getByRole('radiogroup', { name: 'Sport' });
    await expect(sport.getByRole('radio', { name: 'Basketball' })).toBeChecked();
    for (const section of ['New plays', 'Popular plays', 'Trending plays']) {
      const region = page.getByRole('region', { name: section });
      const cards = await region.getByRole('article').count();
      expect(cards).toBeGreaterThan(0);
      await expect(region.getByText('Basketball', { exact: true })).toHaveCount(cards);
    }
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await axeClean(page);
    await shot(page, 'community-sport-home');

    // 2. All sports: the URL says so, the football play is newest, badged Football.
    await sport.getByText('All sports').click();
    await expect(page).toHaveURL(/\/community\?sport=all$/);
    const card = newPlays.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Football', { exact: true })).toBeVisible();
    await axeClean(page);
    await shot(page, 'community-sport-home-all');

    // 3. The section page keeps the choice; paging and a reload show the same list.
    await page.getByRole('link', { name: 'See all new plays' }).click();
    await expect(page).toHaveURL(/\/community\/latest\?sport=all$/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'All sports' })).toBeChecked();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await shot(page, 'community-sport-latest-all');

    // 4. Back to Basketball: the football play is gone; a link naming football shows it as a third choice.
    await page.getByRole('radiogroup', { name: 'Sport' }).getByText('Basketball').click();
    await expect(page).toHaveURL(/\/community\/latest\?sport=basketball$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await page.goto('/community/latest?sport=football');
    await expect(page.getByRole('radio', { name: 'Football' })).toBeChecked();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await axeClean(page);

    // 5. The play page shows a football play on the hoops edition, with its badge.
    await page.goto(`/community/play?p=${shared.id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Football', { exact: true })).toBeVisible();
    await context.close();
  });
}
