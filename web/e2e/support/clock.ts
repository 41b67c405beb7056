import type { BrowserContext } from '@playwright/test';

/**
 * The browser's "today" for every walk whose screen depends on the date (a month grid, "today" highlights): 2
 * December 2026, noon in New York (the demo teams' zone). December 2026 opens on a Tuesday, so its grid starts with
 * two November days (29 and 30), the days whose contrast once failed only in the Decembers. On a fixed clock such a
 * walk sees the same month on any day of the year; the product's own clock is the real one.
 */
export const FIXED_TODAY = '2026-12-02';
export const FIXED_NOW = new Date(`${FIXED_TODAY}T12:00:00-05:00`);

/** Days of the previous month that FIXED_TODAY's month grid shows. */
export const FIXED_MONTH_LEADING_DAYS = ['2026-11-29', '2026-11-30'] as const;

/** Starts the context's clock at FIXED_NOW; time then runs on (timers and animations work as usual). */
export async function onFixedClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: FIXED_NOW });
}
