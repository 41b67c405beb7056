import { expect, type Page } from '@playwright/test';

/** The embedded product's demo sign-ins (deploy/embedded/src/seed/demo-accounts.ts); the e2e config seeds them. */
export const DEMO_COACH = { email: 'coach@demo.chalktalk.app', password: 'chalktalk-demo' };
export const DEMO_PLAYER = { email: 'player@demo.chalktalk.app', password: 'chalktalk-demo' };
/** The community moderator: reviews every reported or hidden play and comment. */
export const DEMO_MODERATOR = { email: 'moderator@demo.chalktalk.app', password: 'chalktalk-demo' };

export interface Credentials {
  email: string;
  password: string;
}

export interface Person extends Credentials {
  firstName: string;
  lastName: string;
  /** A second password for the flows that change or reset it. */
  newPassword: string;
}

/** Letters only: person names follow the name rule, and each run needs people nobody else has. */
function uniqueLetters(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A new person per call, so no test depends on data an earlier run left behind. */
export function freshPerson(firstName = 'Casey'): Person {
  const tag = `${uniqueLetters()}${Date.now().toString(36)}`;
  return {
    firstName,
    lastName: `Q${uniqueLetters()}`,
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    password: `pw-${tag}-First!`,
    newPassword: `pw-${tag}-Second!`,
  };
}

/** Fills and sends the signup form on the page already open; `email` lets a test type it differently. */
export async function fillSignup(page: Page, person: Person, email = person.email): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills and sends the login form on the page already open. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Opens /login (with an optional deep link), logs in and waits to leave the account page. */
export async function logInAt(page: Page, account: Credentials, deepLink?: string): Promise<void> {
  await page.goto(deepLink ? `/login?d=${encodeURIComponent(deepLink)}` : '/login');
  await fillLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
