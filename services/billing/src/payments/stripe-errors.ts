import { AppError, type ErrorCode } from '@chalktalk/domain';
import { createLogger } from '@chalktalk/platform';

const logger = createLogger('billing.stripe');

/** The fields of a Stripe SDK error this mapping reads (StripeError: type is the SDK class name). */
export interface StripeErrorLike {
  type: string;
  code?: string;
  decline_code?: string;
  param?: string;
  message?: string;
}

export const isStripeError = (error: unknown): error is StripeErrorLike =>
  error instanceof Error &&
  typeof (error as unknown as { type?: unknown }).type === 'string' &&
  (error as unknown as { type: string }).type.startsWith('Stripe');

/** Card codes (code or decline_code) that say more than "declined". */
const CARD_CODES: Readonly<Record<string, ErrorCode>> = {
  expired_card: 'B002',
  incorrect_cvc: 'B003',
  invalid_cvc: 'B003',
  processing_error: 'B004',
  incorrect_number: 'B013',
  invalid_number: 'B013',
  // A month or year that is no date at all is a bad request, not an expired card.
  invalid_expiry_month: 'B014',
  invalid_expiry_year: 'B014',
};

/** Codes of invalid requests that the catalogue names. */
const REQUEST_CODES: Readonly<Record<string, ErrorCode>> = {
  coupon_expired: 'B005',
  promotion_code_expired: 'B005',
  // Paying an invoice for a customer without a card on file.
  invoice_no_payment_method_types: 'B012',
  payment_method_not_available: 'B012',
  invoice_no_customer_line_items: 'B009',
  invoice_no_subscription_line_items: 'B009',
  // A 3-D Secure challenge the holder failed: the bank declined.
  payment_intent_authentication_failure: 'B001',
  payment_intent_payment_attempt_failed: 'B001',
};

/** What is missing when Stripe answers resource_missing, by the parameter it names. */
function missingResource(param: string | undefined): ErrorCode {
  if (!param) return 'B014';
  if (/coupon|promotion_code|discounts/.test(param)) return 'B005';
  if (/price|plan/.test(param)) return 'B008';
  if (/payment_method|source|card/.test(param)) return 'B012';
  if (/subscription/.test(param)) return 'B007';
  return 'B014';
}

/**
 * The catalogue code for any error the Stripe SDK throws (document 3 section 8, B001–B014): card errors by their
 * code or decline code (declined B001, expired B002, CVC B003, processing B004, number B013), invalid requests by
 * code or missing parameter (coupon B005, price B008, invoice item B009, payment method B012, else B014), and
 * Stripe being unreachable, overloaded, or refusing our keys as B004 (a processing error: try again).
 */
export function stripeErrorCode(error: StripeErrorLike): ErrorCode {
  switch (error.type) {
    case 'StripeCardError':
      return (
        CARD_CODES[error.code ?? ''] ??
        CARD_CODES[error.decline_code ?? ''] ??
        // card_declined with any decline code (insufficient_funds, lost_card, fraudulent, ...), and the rest.
        'B001'
      );
    case 'StripeInvalidRequestError':
      if (error.code === 'resource_missing') return missingResource(error.param);
      if (error.code && CARD_CODES[error.code]) return CARD_CODES[error.code];
      return REQUEST_CODES[error.code ?? ''] ?? 'B014';
    case 'StripeIdempotencyError':
      return 'B014';
    case 'StripeAPIError':
    case 'StripeConnectionError':
    case 'StripeRateLimitError':
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return 'B004';
    default:
      return error.type === 'StripeSignatureVerificationError' ? 'B014' : 'B004';
  }
}

/** A Stripe SDK error as the AppError the caller answers; anything else unchanged. */
export function fromStripeError(error: unknown): unknown {
  if (!isStripeError(error)) return error;
  const code = stripeErrorCode(error);
  logger.warn(
    { type: error.type, stripeCode: error.code, declineCode: error.decline_code, param: error.param, code },
    `Stripe refused: ${error.message ?? ''}`,
  );
  return new AppError(code);
}

/** Runs a call to Stripe and rethrows its failures as catalogue errors. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromStripeError(error);
  }
}
