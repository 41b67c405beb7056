import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Single sign-on through the browser (issue 21): a member of the Demo Club realm (a real Keycloak, started by
 * deploy/scripts/with-keycloak.sh, which also gives the product SSO_ISSUERS) signs in on Keycloak's own login page;
 * keycloak-js brings the authorization code back (PKCE) and identity trades the realm token for a session, linked
 * to the member's account by verified email (created on the first sign-in, the same one on every later one).
 * Skipped without KEYCLOAK_URL on a developer's machine; under CI it must run.
 */
const KEYCLOAK_URL = process.env.KEYCLOAK_URL;
const MEMBER = {
  username: 'sso-browser',
  password: 'club-sso-pass',
  firstName: 'Brook',
  email: 'sso-browser@club.example',
};
const SHOTS = process.env.E2E_SHOTS_DIR;

test.skip(!KEYCLOAK_URL && process.env.CI !== 'true', 'needs a Keycloak (deploy/scripts/with-keycloak.sh)');

/** Keycloak boots in minutes on a busy machine: wait for the realm rather than fail the walk. */
async function realmReady(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await page.request
            .get(`${KEYCLOAK_URL}/realms/demo-club/.well-known/openid-configuration`)
            .catch(() => null)
        )?.status() ?? 0,
      { timeout: 900_000, intervals: [2000] },
    )
    .toBe(200);
}

async function signInThroughKeycloak(page: Page): Promise<void> {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Demo Club' });
  await expect(button).toBeVisible();
  await button.click();
  // Keycloak's own login page, on its own origin.
  await expect(page).toHaveURL(new RegExp(`^${KEYCLOAK_URL}/realms/demo-club/protocol/openid-connect/auth`));
  await page.getByLabel('Username or email').fill(MEMBER.username);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a Keycloak member signs in through the realm login page and lands in Chalktalk', async ({ page }) => {
  test.setTimeout(1_200_000);
  await realmReady(page);

  // The login page with the club button, at desktop then phone size (the sign-in below runs at phone size).
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with Demo Club' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-sso-${viewport.width}.png`, fullPage: true });
  }

  await signInThroughKeycloak(page);
  await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${MEMBER.firstName}` })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/feed-sso-390.png` });

  // A Chalktalk session like any other: it survives a reload (the refresh cookie), and the account is the member's.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${MEMBER.firstName}` })).toBeVisible();
  const profile = await page.evaluate(async () => {
    const refreshed = await fetch('/api/account/refresh', { method: 'POST', credentials: 'include' });
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const answer = await fetch('/api/account/getProfile', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return (await answer.json()) as { basicDetails: { email: string; emailVerified: boolean } };
  });
  expect(profile.basicDetails).toMatchObject({ email: MEMBER.email, emailVerified: true });

  // Signing in again (the realm remembers the member, so no password this time) opens the same account.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByRole('button', { name: 'Sign in with Demo Club' }).click();
  await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `Welcome, ${MEMBER.firstName}` })).toBeVisible();
});
