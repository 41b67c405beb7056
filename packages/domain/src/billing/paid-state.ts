/**
 * Paid state of a billing entity (document 3 section 4): paid while its paymentExpires (the end of the period the
 * last paid invoice covers) plus the grace period lies in the future. The grace gives a failed renewal time to be
 * retried or the card replaced before the teams go inactive.
 */
export const PAYMENT_GRACE_PERIOD_MS = 3 * 24 * 60 * 60 * 1000;

export function isPaid(
  paymentExpires: Date | null | undefined,
  now: Date,
  graceMs: number = PAYMENT_GRACE_PERIOD_MS,
): boolean {
  return !!paymentExpires && paymentExpires.getTime() + graceMs > now.getTime();
}
