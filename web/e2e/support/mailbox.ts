import { expect, type Page } from '@playwright/test';

/**
 * In the dev mailbox (/dev/mailbox), waits for the mail to `to` whose subject matches and clicks its link. Mail
 * arrives a moment after the action (event → notifications → SMTP sink); the page polls.
 */
export async function followMailedLink(page: Page, to: string, subject: RegExp, link: RegExp): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByLabel('Recipient').fill(to);
  const mail = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
  await expect(mail.first()).toBeVisible();
  await expect(mail.first()).toContainText(`To ${to}`);
  await mail.first().getByRole('link', { name: link }).first().click();
}
