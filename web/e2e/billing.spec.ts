import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fillSignup, freshPerson } from './support/accounts';
import { billingPageAxeClean } from './support/billing-axe';

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
  await billingPageAxeClean(page);
  await form.getByRole('button', { name: 'Pay $60.00' }).click();

  await expect(page).toHaveURL(/\/profile\/subscriptions\/billing\?e=/);
  const subscription = page
    .getByRole('form', { name: 'Harbor Lacrosse' })
    .or(page.getByText('Harbor Lacrosse'));
  await expect(subscription.first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Complete · 2 teams · $60.00/mo')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/billing-desktop.png`, fullPage: true });
  await billingPageAxeClean(page);

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
  await billingPageAxeClean(page);
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
  await billingPageAxeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Personal Unlimited · $50.00/yr')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/personal-phone.png`, fullPage: true });
});

/** The API as the signed-in person's own client: a bearer token from a password login. */
async function apiAs(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/account/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string) => (await (await page.request.get(`/api/${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: unknown) => {
      const answer = await page.request.post(`/api/${path}`, { headers, data });
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as T;
    },
  };
}

test('a renewal refused at the period end makes the team inactive everywhere after the grace period; paying brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const coach = freshPerson('Quinn');
  await page.goto('/signup');
  await fillSignup(page, coach);
  // The signup's proof-of-work bot check is CPU-bound: slow on a loaded machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 90_000 });

  // Bought with the 4242 card; then the 0341 card (saved, every charge refused) becomes the default.
  await page.goto('/profile/subscriptions/billing');
  await fillAddress(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 4242 (default)')).toBeVisible();
  await page.goto('/profile/subscriptions/manage/create?plan=COMPLETE');
  const form = page.getByRole('form', { name: 'Program and teams' });
  await form.getByLabel('Program name').fill('Bay Lacrosse');
  await form.getByLabel('Team 1 name').fill('Bay Varsity');
  await expect(form.getByRole('status', { name: 'Payment preview' })).toContainText('Due today: $30.00');
  await form.getByRole('button', { name: 'Pay $30.00' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions\/billing\?e=/);
  await fillAddress(page);
  await fillCard(page, '4000000000000341');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 0341 (default)')).toBeVisible();

  const coachApi = await apiAs(page, coach.email, coach.password);
  const mine = await coachApi.get<{ owned: { id: string; name: string; teamKey: string }[] }>(
    'teams/retrieveTeams',
  );
  const team = mine.owned.find((candidate) => candidate.name === 'Bay Varsity')!;
  const billing = await coachApi.get<{
    entities: { id: string; name: string; paymentExpires: string; nextPaymentDate: string }[];
  }>('billing/getAdminBilling');
  const entity = billing.entities.find((candidate) => candidate.name === 'Bay Lacrosse')!;

  // A player of the team sees its roster and its playbook.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  const player = freshPerson('Avery');
  await playerPage.goto('/signup');
  await fillSignup(playerPage, player);
  await expect(playerPage).toHaveURL(/\/feed/, { timeout: 90_000 });
  await (
    await apiAs(playerPage, player.email, player.password)
  ).post('teams/joinTeam', { teamKey: team.teamKey });
  await playerPage.goto(`/team/roster?t=${team.id}`);
  await expect(playerPage.getByRole('heading', { name: 'Roster' })).toBeVisible();
  await playerPage.goto(`/playbook?pb=team&t=${team.id}`);
  await expect(playerPage.getByRole('heading', { name: 'Bay Varsity Playbook' })).toBeVisible();

  // The test clock reaches the period end: billing runs the renewal and the 0341 card refuses it.
  const renewal = await coachApi.post<{ renewal: { status: string } | null }>('billing/advanceTestClock', {
    entityId: entity.id,
    frozenTime: new Date(Date.parse(entity.nextPaymentDate) + 60_000).toISOString(),
  });
  expect(renewal.renewal).toEqual(expect.objectContaining({ status: 'open' }));
  await page.goto(`/profile/subscriptions/billing?e=${entity.id}`);
  await expect(page.getByText(/^Payment failed/)).toBeVisible();
  // Within the grace period the team stays active.
  await playerPage.goto(`/team/roster?t=${team.id}`);
  await expect(playerPage.getByRole('heading', { name: 'Roster' })).toBeVisible();

  // Past the grace period (3 days after the paid period): the LapseChecker lapses it, inactive everywhere.
  await coachApi.post('billing/advanceTestClock', {
    entityId: entity.id,
    frozenTime: new Date(Date.parse(entity.paymentExpires) + 3 * 24 * 3600_000 + 60_000).toISOString(),
  });
  const inactive =
    'The subscription for this team is inactive. Please enable billing for this team or contact your team administrator.';
  await expect(async () => {
    await playerPage.goto(`/team/roster?t=${team.id}`);
    await expect(playerPage.getByRole('alert').filter({ hasText: inactive })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(playerPage.getByText('Talk to your team admin about it.')).toBeVisible();
  if (SHOTS) await playerPage.screenshot({ path: `${SHOTS}/lapsed-roster-desktop.png`, fullPage: true });
  await billingPageAxeClean(playerPage);
  await playerPage.goto(`/playbook?pb=team&t=${team.id}`);
  await expect(playerPage.getByRole('heading', { name: 'Bay Varsity Playbook' })).toHaveCount(0);
  await expect(playerPage.getByText(inactive)).toBeVisible();
  await playerPage.setViewportSize({ width: 390, height: 844 });
  await playerPage.goto(`/team/roster?t=${team.id}`);
  await expect(playerPage.getByRole('alert').filter({ hasText: inactive })).toBeVisible();
  if (SHOTS) await playerPage.screenshot({ path: `${SHOTS}/lapsed-roster-phone.png`, fullPage: true });
  await page.goto('/profile/subscriptions/manage');
  await expect(
    page.getByRole('article', { name: 'Bay Lacrosse' }).getByText('Inactive', { exact: true }).first(),
  ).toBeVisible();

  // The owner pays with a good card: retryPayment, and the team is active again for everyone.
  await page.goto(`/profile/subscriptions/billing?e=${entity.id}`);
  await fillAddress(page);
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('visa ending in 4242 (default)')).toBeVisible();
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByText('Your payment went through.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/repaid-desktop.png`, fullPage: true });
  await expect(async () => {
    await playerPage.goto(`/team/roster?t=${team.id}`);
    await expect(playerPage.getByRole('heading', { name: 'Roster' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await playerPage.goto(`/playbook?pb=team&t=${team.id}`);
  await expect(playerPage.getByRole('heading', { name: 'Bay Varsity Playbook' })).toBeVisible();
  await playerContext.close();
});
