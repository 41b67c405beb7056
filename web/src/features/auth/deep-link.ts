import { TIMINGS } from '@chalktalk/domain';

/** Spec 1 §2/§9: the post-login deep link is stored 100 ms after a signed-out visit. */
export const DEEP_LINK_DELAY_MS = TIMINGS.deepLinkStoreDelayMs;
const STORAGE_KEY = 'chalktalk.deepLink';

export function storeDeepLink(path: string): void {
  sessionStorage.setItem(STORAGE_KEY, path);
}

/** Only same-site paths are accepted, so a crafted d= cannot send the user elsewhere. */
export function safeDeepLink(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (/^\/(login|signup|forgot-password)(\/|\?|$)/.test(candidate)) return null;
  return candidate;
}

/** Where to go after login: the d= parameter, else the stored deep link, else the feed. */
export function takeDeepLink(fromQuery: string | null): string {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  return safeDeepLink(fromQuery) ?? safeDeepLink(stored) ?? '/feed';
}
