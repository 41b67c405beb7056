import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt, logOut } from './support/accounts';

/**
 * Issue 13's layouts: the main walk (sign in, switch team, open the playbook) at a phone's size and a laptop's,
 * nothing wider than the screen on the main routes, and a screenshot of each for a person to look at
 * (SCREENS_DIR, default test-results/layout-screens).
 */

const SCREENS_DIR = process.env.SCREENS_DIR ?? join('test-results', 'layout-screens');

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The routes a signed-in coach reaches from the chrome; each must fit the screen's width. */
const SIGNED_IN_ROUTES = [
  '/feed',
  '/playbook',
  '/playbook?pb=team',
  '/profile',
  '/profile/account/basic',
  '/profile/subscriptions/manage',
  '/team/roster',
  '/dev/mailbox',
];

const SIGNED_OUT_ROUTES = ['/login', '/signup', '/forgot-password'];

async function screenshot(page: Page, size: string, route: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const name = route.replace(/^\//, '').replace(/[/?=&]+/g, '-') || 'root';
  await page.screenshot({ path: join(SCREENS_DIR, `${size}-${name}.png`), fullPage: true });
}

/** Fails when anything makes the page scroll sideways: the document is no wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, route: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${route} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Opens a route inside the app and waits until its page (not the loading line) is there. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function chooseTeam(page: Page, name: string) {
  await page.locator('.team-switcher__toggle').click();
  await page
    .getByRole('dialog', { name: 'Teams' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.locator('.team-switcher__toggle')).toContainText(name);
}

for (const size of SIZES) {
  test.describe(`at ${size.width} x ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('sign in, switch team, open the playbook', async ({ page }) => {
      await logInAt(page, DEMO_COACH);
      await expect(page).toHaveURL(/\/feed/);
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (size.name === 'phone') {
        // Spec 1 §2: phones get the bottom bar without the team-only desktop pages.
        await expect(nav.locator('a, button')).toHaveText([
          'Home',
          'Search',
          'Playbook',
          'Community',
          'Profile',
        ]);
        const box = (await nav.boundingBox())!;
        expect(box.y + box.height).toBeCloseTo(size.height, -1);
      }

      await chooseTeam(page, 'Demo Lacrosse');
      await expect(page).toHaveURL(/t=/);
      if (size.name === 'desktop') {
        await expect(nav.getByRole('link', { name: 'Roster' })).toBeVisible();
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
      } else {
        await expect(nav.getByRole('link', { name: 'Roster' })).toHaveCount(0);
        await nav.getByRole('button', { name: 'Search' }).click();
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
      }

      await nav.getByRole('link', { name: 'Playbook' }).click();
      await expect(page).toHaveURL(/\/playbook\?/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, '/playbook');
      await logOut(page);
    });

    test('nothing is wider than the screen on the main routes', async ({ page }) => {
      for (const route of SIGNED_OUT_ROUTES) {
        await visit(page, route);
        await expectNoSidewaysScroll(page, route);
        await screenshot(page, size.name, route);
      }
      await logInAt(page, DEMO_COACH);
      await chooseTeam(page, 'Demo Hoops');
      const team = new URL(page.url()).searchParams.get('t');
      for (const route of SIGNED_IN_ROUTES) {
        const withTeam = `${route}${route.includes('?') ? '&' : '?'}t=${team}`;
        await visit(page, withTeam);
        await expectNoSidewaysScroll(page, withTeam);
        await screenshot(page, size.name, route);
      }
    });
  });
}
