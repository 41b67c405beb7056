import { expect, test, type Page } from '@playwright/test';
import { fillLogin, fillSignup, freshPerson, logOut, type Person } from './support/accounts';
import { followMailedLink } from './support/mailbox';

/** signUp and logIn type the email with spaces around it: the forms trim it (spec 1 section 5). */
async function signUp(page: Page, coach: Person) {
  await page.goto('/signup');
  await fillSignup(page, coach, ` ${coach.email} `);
}

const logIn = (page: Page, email: string, password: string) => fillLogin(page, ` ${email}`, password);

async function openAccountSettings(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/profile\/account\/basic/);
}

/** In the dev mailbox: the newest mail to `to` whose subject matches; follows its link into the app. */
test('an account from signup to deletion: verify, log in, reset the password, rename, delete', async ({
  page,
}) => {
  const coach = freshPerson();

  await signUp(page, coach);
  await expect(page).toHaveURL(/\/feed/);
  await expect(page.getByRole('heading', { name: `Welcome, ${coach.firstName}` })).toBeVisible();

  // The signup mail's link verifies the address (the menu offers the mailbox in the embedded product).
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dev Mailbox' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox/);
  await followMailedLink(page, coach.email, /^Verify your email/, /mode=verifyEmail/);
  await expect(page).toHaveURL(/\/email-action\?/);
  await expect(page.getByText('Your email has been verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/feed/);
  await openAccountSettings(page);
  await expect(
    page.getByRole('form', { name: 'Email' }).getByText('Verified', { exact: true }),
  ).toBeVisible();

  await logOut(page);
  await logIn(page, coach.email, coach.password);
  await expect(page).toHaveURL(/\/feed/);
  await logOut(page);

  // Forgot password, then the mailed reset link.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel('Email').fill(`  ${coach.email} `);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('A password reset link has been sent to your email address.')).toBeVisible();

  await followMailedLink(page, coach.email, /^Reset your password/, /mode=resetPassword/);
  await expect(page).toHaveURL(/\/email-action\?/);
  await page.getByLabel('New password', { exact: true }).fill(coach.newPassword);
  await page.getByLabel('Confirm new password').fill(`${coach.newPassword}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(coach.newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login/);

  // The old password is refused, the new one works.
  await logIn(page, coach.email, coach.password);
  await expect(page.getByRole('alert')).toContainText('The password is incorrect.');
  await logIn(page, coach.email, coach.newPassword);
  await expect(page).toHaveURL(/\/feed/);

  // Change the name; the header follows.
  await openAccountSettings(page);
  const nameForm = page.getByRole('form', { name: 'Name' });
  await nameForm.getByLabel('First name').fill('Jordan');
  await nameForm.getByLabel('Last name').fill('Lee');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expect(nameForm.getByText('Your name has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('JL');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Name' }).getByLabel('First name')).toHaveValue('Jordan');

  // Delete the account: confirmation, then the password again.
  await page.getByRole('link', { name: 'Delete account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deleteForm = page.getByRole('form', { name: 'Delete account' });
  await deleteForm.getByLabel('Password', { exact: true }).fill('not-my-password');
  await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deleteForm.getByText('The password is incorrect.')).toBeVisible();
  await deleteForm.getByLabel('Password', { exact: true }).fill(coach.newPassword);
  await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  // The account is gone: login is refused with the spec's message.
  await logIn(page, coach.email, coach.newPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email' })).toHaveText(
    'An account with this email was not found.',
  );
});

test('a visitor on the account pages while logged in goes to the deep link or /feed', async ({ page }) => {
  await signUp(page, freshPerson());
  await expect(page).toHaveURL(/\/feed/);
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/feed/);
  await page.goto(`/login?d=${encodeURIComponent('/profile/account/password')}`);
  await expect(page).toHaveURL(/\/profile\/account\/password/);
  await expect(page.getByRole('form', { name: 'Password' })).toBeVisible();
});

test('a link with a bad code says so', async ({ page }) => {
  await page.goto('/email-action?mode=resetPassword&oobCode=not-a-real-code&apiKey=k');
  await expect(page.getByText('This link is invalid or expired.')).toBeVisible();
  await page.goto('/email-action?oobCode=abc');
  await expect(page.getByText('This link is invalid or expired.')).toBeVisible();
});
