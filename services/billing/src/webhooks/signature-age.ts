/**
 * The moment a Stripe-Signature header was signed (its `t=`, read as the stripe library reads it: the last one
 * wins), or null when it carries none.
 */
export function signedAtSeconds(signature: string): number | null {
  let timestamp: number | null = null;
  for (const item of signature.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp === null || Number.isNaN(timestamp) ? null : timestamp;
}

/**
 * Whether a signature was made within the tolerance of now, in both directions. The stripe library refuses only
 * signatures older than the tolerance (a replay); one dated ahead of our clock by more than the tolerance is as
 * untrustworthy (a forged or badly skewed sender), and an event dated in the future would move the ledger's
 * "latest moment" past every real event to come.
 */
export function signedWithinTolerance(
  signature: string,
  toleranceSeconds: number,
  nowMs = Date.now(),
): boolean {
  const signedAt = signedAtSeconds(signature);
  if (signedAt === null) return false;
  return Math.abs(Math.floor(nowMs / 1000) - signedAt) <= toleranceSeconds;
}
