import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on a billing page (WCAG 2.1 A and AA). */
export async function billingPageAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // localstripe's stand-in card fields are unlabelled plain inputs (Stripe's real ones live in its iframe).
    .exclude('[data-testid="card-element"]')
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}
