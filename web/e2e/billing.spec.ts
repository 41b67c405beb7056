import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fillSignup, freshPerson } from './support/accounts';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Types a test card into the Stripe.js card element (localstripe's stand-in renders plain fields). */
async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-element');
  await card.getByPlaceholder('number', { exact: true }).fill(number);
  await card.getByPlaceholder('exp_month').fill('12');
  await card.getByPlaceholder('exp_year').fill(String((new Date().getUTCFullYear() + 3) % 100));
  await card.getByPlaceholder('cvc').fill('123');
  await card.getByPlaceholder('postal_code').fill('02110');
}

async function fillAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Add a card' });
  await form.getByLabel('Address').fill('1 Harbor Way');
  await form.getByLabel('City').fill('Boston');
  await form.getByLabel('State').selectOption('MA');
  await form.getByLabel('ZIP code').fill('02110');
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // localstripe's stand-in card fields are unlabelled plain inputs (Stripe's real ones live in its iframe).
    .exclude('[data-testid="card-element"]')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('a coach pays for two teams on Complete, monthly, after the preview; a declined card is refused; a coach seat is prorated', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/signup');
  await fillSignup(page, freshPerson('Morgan'));
  // The signup's proof-of-work bot check is CPU-bound: slow on a loaded machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 90_000 });

  // Billing details: a declined card first, then the 4242 card.
  await page.goto('/profile/subscriptions/billing');
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await fillAddress(page);
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 4242 (default)')).toBeVisible();

  // Create: two teams on Complete, monthly; the preview, then pay.
  await page.goto('/profile/subscriptions/manage/create?plan=COMPLETE');
  const form = page.getByRole('form', { name: 'Program and teams' });
  await form.getByLabel('Program name').fill('Harbor Lacrosse');
  await form.getByLabel('Team 1 name').fill('Harbor Varsity');
  await form.getByRole('button', { name: 'Add another team' }).click();
  await form.getByLabel('Team 2 name').fill('Harbor JV');
  await expect(form.getByLabel('Team 2 plan')).toHaveValue('COMPLETE');
  const preview = form.getByRole('status', { name: 'Payment preview' });
  await expect(preview).toContainText('Due today: $60.00');
  await expect(preview).toContainText('Next payment:');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-desktop.png`, fullPage: true });
  await axeClean(page);
  await form.getByRole('button', { name: 'Pay $60.00' }).click();

  await expect(page).toHaveURL(/\/profile\/subscriptions\/billing\?e=/);
  const subscription = page
    .getByRole('form', { name: 'Harbor Lacrosse' })
    .or(page.getByText('Harbor Lacrosse'));
  await expect(subscription.first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Complete · 2 teams · $60.00/mo')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-desktop.png`, fullPage: true });
  await axeClean(page);

  // The program and both its teams are active (manage teams: one badge for the program, one per team).
  await page.goto('/profile/subscriptions/manage');
  const program = page.getByRole('article', { name: 'Harbor Lacrosse' });
  await expect(program.getByText('Active', { exact: true })).toHaveCount(3);
  await expect(program.getByText('Inactive', { exact: true })).toHaveCount(0);

  // The successful invoice page.
  await page.goto('/profile/subscriptions/billing');
  await page.getByRole('link', { name: 'View' }).first().click();
  await expect(page).toHaveURL(/\/payment\?l=/);
  await expect(page.getByText('Thank you: $60.00 paid.')).toBeVisible();

  // A coach seat: the prorated charge shown before saving, then charged.
  await page.goto('/profile/subscriptions/billing');
  await page.getByRole('link', { name: 'Change plan or seats' }).click();
  await page.getByLabel('Harbor Varsity: Additional coach').fill('1');
  const seatPreview = page.getByRole('status', { name: 'Payment preview' });
  await expect(seatPreview).toContainText(/Due now: \$[23]\.\d\d/);
  const due = (await seatPreview.textContent())!.match(/Due now: (\$\d+\.\d\d)/)![1]!;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved. ${due} was charged for the rest of this period.`)).toBeVisible();
  // The saved seats are the new baseline: the same proposal costs nothing more.
  await expect(seatPreview).toContainText('Due now: $0.00');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-desktop.png`, fullPage: true });

  // A phone: the billing page fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/subscriptions/billing');
  await expect(page.getByText('Complete · 2 teams · $63.00/mo')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-phone.png`, fullPage: true });
  await page.goto('/profile/subscriptions/manage/create');
  await expect(page.getByRole('status', { name: 'Payment preview' })).toContainText('Due today: $30.00');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-phone.png`, fullPage: true });
});

test('a refused payment leaves the program inactive everywhere until a retry with a good card pays it; the invoice PDF opens', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/signup');
  await fillSignup(page, freshPerson('Riley'));
  // The signup's proof-of-work bot check is CPU-bound: slow on a loaded machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 90_000 });

  // A card Stripe saves but whose charges fail (4000 0000 0000 0341).
  await page.goto('/profile/subscriptions/billing');
  await fillAddress(page);
  await fillCard(page, '4000000000000341');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 0341 (default)')).toBeVisible();

  await page.goto('/profile/subscriptions/manage/create?plan=COMPLETE');
  const form = page.getByRole('form', { name: 'Program and teams' });
  await form.getByLabel('Program name').fill('Cove Lacrosse');
  await form.getByLabel('Team 1 name').fill('Cove Varsity');
  await expect(form.getByRole('status', { name: 'Payment preview' })).toContainText('Due today: $30.00');
  await form.getByRole('button', { name: 'Pay $30.00' }).click();

  // The payment failed: the card's message, the program saved unpaid, and the billing page to retry it.
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Pay $30.00' })).toBeDisabled();
  await page.getByRole('link', { name: 'retry the payment on the billing page' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions\/billing/);
  await expect(page.getByText(/^Payment failed/)).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/failed-desktop.png`, fullPage: true });
  await axeClean(page);
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Retrying the payment failed. Please check your payment method.' }),
  ).toBeVisible();
  await page.goto('/profile/subscriptions/manage');
  const program = page.getByRole('article', { name: 'Cove Lacrosse' });
  await expect(program.getByText('Inactive', { exact: true }).first()).toBeVisible();
  await expect(program.getByText('Active', { exact: true })).toHaveCount(0);

  // A good card, then the retry pays: the program and its team are active.
  await page.goto('/profile/subscriptions/billing');
  await fillAddress(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 4242 (default)')).toBeVisible();
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByText('Your payment went through.')).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await page.goto('/profile/subscriptions/manage');
  await expect(program.getByText('Active', { exact: true })).toHaveCount(2);

  // The invoice PDF opens: a real PDF with the invoice's line and total.
  await page.goto('/profile/subscriptions/billing');
  const invoices = page.getByRole('table', { name: 'Invoices of Cove Lacrosse' });
  const downloading = page.waitForEvent('download');
  await invoices
    .getByRole('button', { name: /^PDF of the invoice/ })
    .first()
    .click();
  const download = await downloading;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain('Cove Lacrosse');
  expect(text).toMatch(/Total\s+\$30\.00/);
});

test('Personal Unlimited: bought on its own, shown as its own subscription', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/signup');
  await fillSignup(page, freshPerson('Jordan'));
  // The signup's proof-of-work bot check is CPU-bound: slow on a loaded machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 90_000 });
  await page.goto('/profile/subscriptions/billing');
  await expect(page.getByRole('heading', { name: 'Personal Unlimited', level: 2 })).toBeVisible();
  await expect(page.getByText(/not just the first 10\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Personal Unlimited' })).toBeDisabled();
  await fillAddress(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 4242 (default)')).toBeVisible();
  // Mantine's segmented control: its radios are visually hidden, their labels take the click.
  await page.locator('label', { hasText: 'Annual $50.00/yr' }).click();
  await expect(page.getByRole('radio', { name: 'Annual $50.00/yr' })).toBeChecked();
  await page.getByRole('button', { name: 'Buy Personal Unlimited' }).click();
  await expect(page.getByText('Personal Unlimited · $50.00/yr')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Personal Unlimited' })).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change plan or seats' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/personal-desktop.png`, fullPage: true });
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Personal Unlimited · $50.00/yr')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/personal-phone.png`, fullPage: true });
});
