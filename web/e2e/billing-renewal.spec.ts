import { expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';
import { billingPageAxeClean } from './support/billing-axe';

const SHOT_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Screenshots of the page at both sizes when E2E_SHOTS_DIR is set, each checked by axe. */
async function shoot(page: Page, label: string) {
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await billingPageAxeClean(page);
    if (process.env.E2E_SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.E2E_SHOTS_DIR}/billing-${label}-${size.name}.png`,
        fullPage: true,
      });
  }
}

test("the demo club's owner reads what each invoice was for, cancels renewal with the period's end shown and resumes it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAt(page, DEMO_COACH, '/profile/subscriptions/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  // The demo club, bought through billing by the demo coach at seed time (deploy/embedded billing seed).
  const club = page.getByRole('region', { name: 'Demo Club' });
  await expect(club.getByText(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  // The club's first invoice says what its period paid for: the plan and the number of teams.
  await expect(club.getByText(/^Monthly subscription: Club Complete × \d+/).first()).toBeVisible();
  await shoot(page, 'renews');

  await club.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(
    club.getByText(/^Renewal cancelled\. .+ stays active until [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/),
  ).toBeVisible();
  await expect(
    club.getByText(/^Renewal cancelled · Active until [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
  ).toBeVisible();
  await shoot(page, 'renewal-cancelled');

  await club.getByRole('button', { name: 'Resume renewal' }).click();
  await expect(
    club.getByText(/^Renewal resumed\. The next payment is on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/),
  ).toBeVisible();
  await expect(club.getByRole('button', { name: 'Cancel renewal' })).toBeVisible();

  // The other billing screens whose saving now waits for teams to read the teams paid on their plans.
  await club.getByRole('link', { name: 'Change plan or seats' }).click();
  await expect(page.getByRole('heading', { name: 'Edit subscription', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Payment preview' })).toBeVisible();
  await shoot(page, 'edit');
  await page.goto('/profile/subscriptions/manage/create?plan=COMPLETE');
  await expect(page.getByRole('form', { name: 'Program and teams' })).toBeVisible();
  await shoot(page, 'create');
});
