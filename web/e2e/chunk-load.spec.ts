import { expect, test } from '@playwright/test';

/**
 * Spec 1 §2 / spec 3 §8 in a real browser: a page chunk that cannot be fetched (here the log-in page's, refused by
 * the test, as after a release removed the old files) opens the chunk-load dialog from the entry chunk: a native
 * modal <dialog> (not the kit's Modal, which is no longer in the entry), with G008's text, the support contact and
 * OK focused; Escape does not dismiss it.
 */
test('a page chunk that fails to load opens the modal new-version dialog', async ({ page }) => {
  await page.route(/\/assets\/AccountPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'New version available' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A new version of the app is available. Press OK to refresh.');
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // showModal(): the browser's modal dialog, OK focused.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});
