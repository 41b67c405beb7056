import { AppError, messageForCode } from '@chalktalk/domain';
import Stripe from 'stripe';
import { callStripe, fromStripeError, stripeErrorCode } from './stripe-errors';

/** An error exactly as the SDK builds it from Stripe's answer (status code + error object). */
const stripeError = (raw: {
  statusCode?: number;
  type?: string;
  code?: string;
  decline_code?: string;
  param?: string;
}): Stripe.errors.StripeError =>
  Stripe.errors.StripeError.generate({ message: 'from Stripe', ...raw } as Parameters<
    typeof Stripe.errors.StripeError.generate
  >[0]);

const card = (code: string, decline_code?: string) =>
  stripeError({ statusCode: 402, type: 'card_error', code, decline_code });
const invalid = (code?: string, param?: string) =>
  stripeError({ statusCode: 400, type: 'invalid_request_error', code, param });

describe('every Stripe error maps to a B code', () => {
  it.each([
    // Stripe's test cards: 4000000000000002 declined, ...0069 expired, ...0127 CVC, ...0119 processing, 4242424242424241 number.
    ['card declined (generic)', 'B001', card('card_declined', 'generic_decline')],
    ['card declined, insufficient funds', 'B001', card('card_declined', 'insufficient_funds')],
    ['card declined, lost card', 'B001', card('card_declined', 'lost_card')],
    ['card declined, fraudulent', 'B001', card('card_declined', 'fraudulent')],
    ['authentication required', 'B001', card('authentication_required')],
    ['too many declines', 'B001', card('card_decline_rate_limit_exceeded')],
    ['expired card', 'B002', card('expired_card')],
    ['declined as expired', 'B002', card('card_declined', 'expired_card')],
    ['incorrect CVC', 'B003', card('incorrect_cvc')],
    ['invalid CVC', 'B003', card('invalid_cvc')],
    ['processing error', 'B004', card('processing_error')],
    ['incorrect number', 'B013', card('incorrect_number')],
    ['invalid number', 'B013', card('invalid_number')],
    ['invalid number as a request error', 'B013', invalid('invalid_number', 'card[number]')],
    ['invalid expiry month', 'B014', card('invalid_expiry_month')],
    ['invalid expiry year', 'B014', invalid('invalid_expiry_year', 'card[exp_year]')],
    ['unknown coupon', 'B005', invalid('resource_missing', 'coupon')],
    ['unknown promotion code', 'B005', invalid('resource_missing', 'discounts[0][promotion_code]')],
    ['expired coupon', 'B005', invalid('coupon_expired', 'coupon')],
    ['unknown price', 'B008', invalid('resource_missing', 'items[0][price]')],
    ['unknown plan', 'B008', invalid('resource_missing', 'plan')],
    ['invoice without lines', 'B009', invalid('invoice_no_customer_line_items')],
    ['unknown subscription', 'B007', invalid('resource_missing', 'subscription')],
    ['unknown payment method', 'B012', invalid('resource_missing', 'payment_method')],
    ['no payment method to pay with', 'B012', invalid('invoice_no_payment_method_types')],
    ['3-D Secure failed', 'B001', invalid('payment_intent_authentication_failure')],
    ['other bad request', 'B014', invalid('parameter_invalid_integer', 'quantity')],
    ['bad request without a code', 'B014', invalid()],
    ['unknown object', 'B014', invalid('resource_missing', 'id')],
    ['idempotency key reused', 'B014', stripeError({ statusCode: 400, type: 'idempotency_error' })],
    ['Stripe failed', 'B004', stripeError({ statusCode: 500, type: 'api_error' })],
    ['rate limited', 'B004', stripeError({ statusCode: 429, type: 'invalid_request_error' })],
    ['our key refused', 'B004', stripeError({ statusCode: 401, type: 'invalid_request_error' })],
    ['our key lacks permission', 'B004', stripeError({ statusCode: 403, type: 'invalid_request_error' })],
    ['Stripe unreachable', 'B004', new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' })],
    [
      'bad webhook signature',
      'B014',
      new Stripe.errors.StripeSignatureVerificationError('header', 'payload', { message: 'bad' }),
    ],
  ] as const)('%s → %s', (_name, code, error) => {
    expect(stripeErrorCode(error)).toBe(code);
    const mapped = fromStripeError(error);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).toJSON()).toEqual({ code, message: messageForCode(code) });
  });

  it('answers the catalogue messages of the test cards word for word', () => {
    expect(messageForCode(stripeErrorCode(card('card_declined', 'generic_decline')))).toBe(
      'Your card was declined.',
    );
    expect(messageForCode(stripeErrorCode(card('incorrect_number')))).toBe('Your card number is incorrect.');
  });

  it('leaves other errors alone and rethrows mapped ones from callStripe', async () => {
    const plain = new Error('boom');
    expect(fromStripeError(plain)).toBe(plain);
    await expect(callStripe(() => Promise.reject(card('expired_card')))).rejects.toMatchObject({
      code: 'B002',
    });
    await expect(callStripe(() => Promise.resolve(7))).resolves.toBe(7);
  });
});
