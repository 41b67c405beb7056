import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO_COACH, logInAt } from './support/accounts';

/**
 * The base query and the gateway's request budget (429 with Retry-After, gateway/src/edge/rate-limits.ts): a read
 * turned away is asked again after the wait, a write is not. The turned-away answers are the gateway's own shape,
 * played by the browser's router so a test does not spend the product's budget for the other specs.
 */
const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

function turnAway(route: Route, retryAfterS: number) {
  return route.fulfill({
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterS) },
    body: JSON.stringify({ error: { code: 'G001', message: TOO_MANY, ref: 'E2E429' } }),
  });
}

/** Turns the first `times` calls to `path` away; counts every call the page makes to it. */
async function turnAwayFirst(page: Page, path: string, times: number, retryAfterS: number) {
  const calls: number[] = [];
  await page.route(`**${path}`, async (route) => {
    calls.push(Date.now());
    if (calls.length <= times) return turnAway(route, retryAfterS);
    return route.fallback();
  });
  return calls;
}

test('a read turned away for the request budget is asked again after its Retry-After', async ({ page }) => {
  await logInAt(page, DEMO_COACH, '/feed');
  const calls = await turnAwayFirst(page, '/api/playbook/getMyPlaybook', 1, 2);
  await page.goto('/playbook');
  await expect(page.getByRole('list', { name: 'My playbook' })).toBeVisible();
  expect(calls).toHaveLength(2);
  // Not before the 2 s the answer asked for.
  expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(2_000);
});

test('a write turned away is not repeated: the coach sees the message', async ({ page }) => {
  await logInAt(page, DEMO_COACH, '/playbook');
  await expect(page.getByRole('list', { name: 'My playbook' })).toBeVisible();
  const calls = await turnAwayFirst(page, '/api/playbook/createFolder', 1, 2);
  await page.getByRole('button', { name: 'New folder' }).click();
  // The message shows once the base query has answered: any repeat would have come before it.
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  expect(calls).toHaveLength(1);
});
