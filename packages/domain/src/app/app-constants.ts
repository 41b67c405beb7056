/** Product-wide constants from the spec's "business constants" sections. */
export const APP_VERSION = '18.1.17';

/** Plays in the personal playbook usable without full access; later ones are hidden. */
export const FREE_PLAYS = 10;

export const TIMINGS = {
  searchDebounceMs: 500,
  alertDismissMs: 5_000,
  backOnlineBannerMs: 3_000,
  /** The post-login deep link is stored after this delay. */
  deepLinkStoreDelayMs: 100,
  /** Data is polled hourly while the tab has focus. */
  pollIntervalMs: 3_600_000,
  /** Data older than this is refetched on mount. */
  staleAfterSeconds: 3_600,
  remoteConfigFetchIntervalMs: 43_200_000,
  crashPageReloadDelayMs: 1_000,
} as const;

export const DISCOUNT_CODE_KEEP_DAYS = 30;
export const MOST_RECENT_ITEMS_SHOWN = 3;

/** Feature switches that hide routes and menu items. */
export const FEATURE_SWITCHES = [
  'PlayDesigner',
  'Roster',
  'Schedule',
  'TeamAdmin',
  'Community',
  'TeamDocuments',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

/** Adds 's' unless the count is exactly 1. */
export function pluralise(word: string, count: number): string {
  return count === 1 ? word : `${word}s`;
}
