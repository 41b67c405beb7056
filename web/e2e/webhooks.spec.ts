import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';

/**
 * Issue 21's webhooks screen beside the program's settings, against the embedded product with the demo seed: the
 * demo coach (admin of Demo Club) adds an endpoint, sees its whsec_ secret once, replays the program's recent
 * events to it, reads each attempt in the delivery log, rotates the secret (the old one signs beside the new),
 * and removes the endpoint. The endpoint is an https:// address under .example, which never resolves, so every
 * attempt is a real failed attempt that the log shows. Axe-checked; WEBHOOK_SHOTS=<folder> keeps phone and
 * desktop PNGs. Each run uses its own address and removes its endpoint (a program holds at most 10).
 */
const SHOTS = process.env.WEBHOOK_SHOTS;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TAG = Date.now().toString(36);

async function axeClean(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${name}: axe`).toEqual([]);
}

test('a program admin registers a webhook endpoint, replays events to it and reads the delivery log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const url = `https://partner-${TAG}-${test.info().retry}.example/hooks`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAt(page, DEMO_COACH, '/profile/subscriptions/manage');
  const club = page.getByLabel('Demo Club', { exact: true });
  await club.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks: Demo Club' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add endpoint' });
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('checkbox', { name: /TeamCreated/ }).check();
  await form.getByRole('checkbox', { name: /TeamUpdated/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
  const first = (await secret.textContent())!;
  const endpoint = page.getByRole('list', { name: 'Endpoints' }).getByRole('listitem', { name: url });
  await expect(endpoint).toBeVisible();
  await axeClean(page, 'webhooks with the secret');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-desktop.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secret).toBeHidden();

  // The demo seed created and changed Demo Club's teams minutes ago: a replay of the last day sends them again.
  const replay = page.getByRole('form', { name: 'Replay deliveries' });
  const to = new Date(Date.now() + 3_600_000 - new Date().getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await replay.getByLabel('To').fill(to);
  await replay.getByRole('button', { name: 'Replay' }).click();
  await expect(replay.getByRole('status')).toHaveText(/^[1-9]\d* deliver(y|ies) queued again\.$/);

  // Every attempt is logged with its outcome: .example never resolves, so no answer, and a retry is scheduled.
  const log = page.getByRole('region', { name: 'Delivery log' });
  await expect(async () => {
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByText(/#1 no answer/).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(log.getByText('pending').first()).toBeVisible();
  await expect(log.getByText(/TeamCreated \(replay\)|TeamUpdated \(replay\)/).first()).toBeVisible();
  await axeClean(page, 'webhooks delivery log');

  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
  await expect(secret).toHaveText(/^whsec_/);
  expect(await secret.textContent()).not.toBe(first);
  await expect(endpoint.getByText(/The previous secret also signs until/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(endpoint).toBeVisible();
  const box = await page.locator('body').boundingBox();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(box).not.toBeNull();
  await axeClean(page, 'webhooks on a phone');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhooks-phone.png`, fullPage: true });

  await endpoint.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(endpoint).toBeHidden();
});
