import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { DEMO_COACH, logInAt } from './support/accounts';
import { apiToken, call } from './support/api-calls';

/**
 * The community's trust screens at 390x844 and 1280x800, with axe: the kit playback controls on a community play
 * and in the designer, and the author's "Ask for review" on a play that reports hid. Reports from the seed's
 * minutes-old accounts never hide a play, so the hidden state comes from the play's answer, rewritten in the
 * browser (the call itself is covered by services/community/test/e2e/report-standing.int.spec.ts).
 * Screenshots go to E2E_SHOTS (when set).
 */
const { createNewPlay, REPORT_MESSAGES } = createRequire(import.meta.url)(
  '@chalktalk/domain',
) as typeof import('@chalktalk/domain');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = [
  { width: 390, height: 844, label: 'phone' },
  { width: 1280, height: 800, label: 'desktop' },
] as const;

async function seriousAxe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function shot(page: Page, name: string, label: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
}

test.beforeEach(async ({ request }) => {
  const probe = await request.post('/api/account/login', { data: DEMO_COACH });
  test.skip(!probe.ok(), 'needs the embedded demo data (SEED_DEMO on)');
});

test('kit playback controls, and the author of a hidden play asks for review, at both sizes without axe findings', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const coachToken = await apiToken(request, DEMO_COACH);
  const mine = await call<{ playbook: { id: string } }>(request, coachToken, 'playbook/getMyPlaybook');
  const name = `Trust ${Date.now() % 1e6}`;
  const saved = await call<{ id: string }>(request, coachToken, 'playbook/saveNewPlay', {
    playbookId: mine.playbook.id,
    play: createNewPlay('BASKETBALL_HS', 'HALF_FIELD', { name }),
  });
  const shared = await call<{ id: string }>(request, coachToken, 'community/shareToCommunity', {
    playId: saved.id,
    srcPlaybookId: mine.playbook.id,
    shareLevel: 'COMMUNITY',
  });
  const failures: string[] = [];
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await logInAt(page, DEMO_COACH);

    // The community play page: Play, Pause and Speed on the kit.
    await page.goto(`/community/play?p=${shared.id}`);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveCount(0);
    const speed = page.getByRole('group', { name: 'Speed' });
    await speed.getByText('5', { exact: true }).click();
    await expect(speed.getByRole('radio', { name: '5' })).toBeChecked();
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await shot(page, 'community-play-controls', size.label);
    failures.push(...(await seriousAxe(page)).map((f) => `${size.label} play: ${f}`));

    // The designer's playback: the same controls.
    await page.goto(`/playbook/play?p=${saved.id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).first().click();
    const playback = page.getByRole('region', { name: 'Playback' });
    await expect(playback.getByRole('group', { name: 'Speed' })).toBeVisible();
    await shot(page, 'designer-playback-controls', size.label);

    // The author's own hidden play: Ask for review, then the page says a moderator will look.
    await page.route('**/api/community/getCommunityPlay?*', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.playlistItem = { ...body.playlistItem, mine: true, status: 'hidden', reviewRequested: false };
      await route.fulfill({ response: answer, json: body });
    });
    await page.route('**/api/community/requestCommunityReview', (route) =>
      route.fulfill({
        json: { id: shared.id, reviewRequested: true, message: REPORT_MESSAGES.reviewRequested },
      }),
    );
    await page.goto(`/community/play?p=${shared.id}`);
    const ask = page.getByRole('button', { name: 'Ask for review' });
    await expect(ask).toBeVisible();
    await shot(page, 'community-hidden-ask-review', size.label);
    failures.push(...(await seriousAxe(page)).map((f) => `${size.label} hidden: ${f}`));
    await ask.click();
    await expect(page.getByRole('status').filter({ hasText: REPORT_MESSAGES.reviewRequested })).toBeVisible();
    await shot(page, 'community-hidden-review-requested', size.label);
    await context.close();
  }
  expect(failures).toEqual([]);
});
