import { createHash, randomBytes } from 'node:crypto';
import type { ActionCodeEntity, ActionMode } from './action-code.entity';

/** 256 random bits, URL-safe: guessing one is hopeless, so codes need no attempt counter. */
export const newActionCode = (): string => randomBytes(32).toString('base64url');

export const hashActionCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** Codes are base64url of 32 bytes; anything else is rejected before touching the database. */
export const looksLikeActionCode = (code: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(code);

/**
 * Whether a stored code may still be used: unspent, unexpired, of the expected mode, and still pointing at the
 * account's current address (an email change voids the links sent to the old one).
 */
export function isUsable(
  code: Pick<ActionCodeEntity, 'mode' | 'usedAt' | 'expiresAt' | 'emailNormalized'>,
  expected: { mode?: ActionMode; accountEmailNormalized: string },
  now: Date,
): boolean {
  if (code.usedAt !== null) return false;
  if (code.expiresAt.getTime() <= now.getTime()) return false;
  if (expected.mode !== undefined && code.mode !== expected.mode) return false;
  return code.emailNormalized === expected.accountEmailNormalized;
}

/** The /email-action link of the web app, in the query shape the original provider used. */
export function actionLink(opts: {
  webOrigin: string;
  mode: ActionMode;
  code: string;
  apiKey: string;
}): string {
  const continuePath = opts.mode === 'resetPassword' ? '/login' : '/feed';
  const query = new URLSearchParams({
    mode: opts.mode,
    oobCode: opts.code,
    apiKey: opts.apiKey,
    continueUrl: `${opts.webOrigin}${continuePath}`,
  });
  return `${opts.webOrigin}/email-action?${query.toString()}`;
}
