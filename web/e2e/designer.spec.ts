import { expect, test, type Locator, type Page } from '@playwright/test';

/** The embedded product's demo coach (deploy/embedded/src/seed/demo-accounts.ts). */
const DEMO_COACH = {
  firstName: 'Demo',
  lastName: 'Coach',
  email: 'coach@demo.chalktalk.app',
  password: 'chalktalk-demo',
};

/**
 * Logs in as the demo coach. The e2e config starts the product with SEED_DEMO=false, so on a fresh
 * data directory the account does not exist yet: then it is signed up with the same credentials.
 */
async function logInAsDemoCoach(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_COACH.email);
  await page.getByLabel('Password').fill(DEMO_COACH.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const notFound = page.getByText('An account with this email was not found.');
  await expect(page.getByRole('heading', { name: /Welcome/ }).or(notFound)).toBeVisible();
  if (await notFound.isVisible()) {
    await page.goto('/signup');
    await page.getByLabel('First name').fill(DEMO_COACH.firstName);
    await page.getByLabel('Last name').fill(DEMO_COACH.lastName);
    await page.getByLabel('Email').fill(DEMO_COACH.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_COACH.password);
    await page.getByLabel('Confirm password').fill(DEMO_COACH.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
  }
  await expect(page).toHaveURL(/\/feed/);
}

/** The play drawing (PlayFrame) under the editor's overlay. */
const drawing = (page: Page) => page.locator('.designer-canvas > svg').first();

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 10) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

test('a coach creates a basketball play, draws a move, saves it, reopens it and plays it back', async ({
  page,
}) => {
  await logInAsDemoCoach(page);
  await page.goto('/playbook/new?sport=basketball');
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Offense' }).getByRole('button', { name: 'Pick' }),
  ).toBeVisible();

  await page.getByLabel('Formation').selectOption({ label: '3 out 2 in' });
  const players = drawing(page).locator('[data-kind="player"]');
  await expect(players).toHaveCount(5);

  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const from = await centreOf(players.first());
  await drag(page, from, { x: from.x + 60, y: from.y + 80 });
  await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);

  // Undo and redo: the move goes and comes back.
  await page.keyboard.press('Control+z');
  await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Add frame at end' }).click();
  await expect(page.getByRole('button', { name: 'Frame 2', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );

  await page.getByLabel('Name').fill('Horns Flex');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/playbook\/play\?p=/);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Horns Flex');
  await expect(page.getByRole('button', { name: 'Frame 2', exact: true })).toBeVisible();
  await expect(drawing(page).locator('[data-kind="player"]')).toHaveCount(5);
  await expect(drawing(page).locator('[data-line="move"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const playback = page.getByRole('region', { name: 'Playback' });
  await expect(playback.locator('svg[data-phase]')).toBeVisible();
  await expect(playback.getByRole('button', { name: 'Replay' })).toBeVisible({ timeout: 20_000 });
});
