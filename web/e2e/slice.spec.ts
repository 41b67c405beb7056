import { expect, test, type Page } from '@playwright/test';
import { fillLogin, fillSignup, freshPerson, logOut, type Person } from './support/accounts';

async function signUp(page: Page, coach: Person) {
  await page.goto('/signup');
  await fillSignup(page, coach, ` ${coach.email} `);
}

const logIn = (page: Page, coach: Person) => fillLogin(page, coach.email, coach.password);

test('a visitor signs up, logs in again, creates a program with one team and sees it in the switcher', async ({
  page,
}) => {
  const coach = freshPerson();

  await signUp(page, coach);
  await expect(page).toHaveURL(/\/feed/);
  await expect(page.getByRole('heading', { name: `Welcome, ${coach.firstName}` })).toBeVisible();
  await expect(page).toHaveTitle('Home - Chalktalk Hoops');

  await logOut(page);
  await logIn(page, coach);
  await expect(page).toHaveURL(/\/feed/);

  await page.getByRole('button', { name: 'Select a team' }).click();
  await page.getByRole('link', { name: 'Create Team' }).click();
  await expect(page).toHaveURL(/\/profile\/subscriptions\/manage/);

  const form = page.getByRole('form', { name: 'Create program' });
  await form.getByLabel('Program name').fill('Central High');
  await form.getByLabel('Team 1 name').fill('Varsity');
  await form.getByLabel('Team 1 sport').selectOption({ label: 'High School Basketball' });
  await form.getByRole('button', { name: 'Create program' }).click();

  const card = page.getByRole('article', { name: 'Central High' });
  await expect(card.getByText('Varsity')).toBeVisible();
  await expect(card.getByText('Inactive').first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]t=/);

  const expectInSwitcher = async () => {
    await page.getByRole('button', { name: /^Varsity/ }).click();
    const group = page.getByRole('region', { name: 'Central High' });
    await expect(group.getByText('Inactive')).toBeVisible();
    await expect(group.getByRole('button', { name: /^Varsity/ })).toBeVisible();
  };
  await expectInSwitcher();

  // The session survives a reload through the httpOnly refresh cookie.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage teams' })).toBeVisible();
  await expectInSwitcher();
});

test('an unknown route goes to /feed', async ({ page }) => {
  await signUp(page, freshPerson());
  await expect(page).toHaveURL(/\/feed/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/feed/);
});

test('a signed-out visit to /playbook goes to /login with the deep link and returns there after login', async ({
  page,
}) => {
  const coach = freshPerson();
  await signUp(page, coach);
  await expect(page).toHaveURL(/\/feed/);
  await logOut(page);

  await page.goto('/playbook');
  await expect(page).toHaveURL(/\/login\?d=%2Fplaybook/);
  await logIn(page, coach);
  await expect(page).toHaveURL(/\/playbook/);
  await expect(page.getByRole('heading', { name: 'Playbook' })).toBeVisible();
});
