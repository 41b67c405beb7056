import { DISCOUNT_CODE_KEEP_DAYS } from '@chalktalk/domain';

/** Spec 1 §9: a valid discount code is kept for 30 days. */
export const DISCOUNT_TTL_MS = DISCOUNT_CODE_KEEP_DAYS * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'chalktalk.discountCode';

export function storeDiscountCode(code: string, now = Date.now()): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, expiresAt: now + DISCOUNT_TTL_MS }));
}

/** The stored code while it is kept (30 days), else undefined (and an expired one is forgotten). */
export function readDiscountCode(now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      code?: unknown;
      expiresAt?: unknown;
    } | null;
    if (
      stored &&
      typeof stored.code === 'string' &&
      typeof stored.expiresAt === 'number' &&
      stored.expiresAt > now
    )
      return stored.code;
  } catch {
    // unreadable: forget it
  }
  localStorage.removeItem(STORAGE_KEY);
  return undefined;
}
