import type { BillingPeriod, ChargeLine, CouponProperties } from '@chalktalk/domain';

/**
 * What billing needs from a payment provider. Stripe (payments/stripe-payments.ts) is the one implementation,
 * against api.stripe.com or a local Stripe-compatible server (localstripe) alike; errors come out as B codes.
 */
export const PAYMENTS = Symbol('PAYMENTS');

export interface BillingAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
}

export interface CardSummary {
  cardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export interface SubscriptionSnapshot {
  subscriptionId: string;
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  latestInvoiceId: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface InvoiceSummary {
  invoiceId: string;
  subscriptionId: string | null;
  status: string;
  totalCents: number;
  amountDueCents: number;
  amountPaidCents: number;
  created: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: {
    description: string;
    amountCents: number;
    periodStart: Date;
    periodEnd: Date;
    proration: boolean;
    /** The subscription's own line (a period of the plan), as opposed to an invoice item (charge, credit). */
    subscriptionPeriod?: boolean;
  }[];
  /** Stripe's invoice PDF and hosted page; null where the server has none (localstripe). */
  pdfUrl: string | null;
  hostedUrl: string | null;
}

export interface SubscriptionRequest {
  customerId: string;
  period: BillingPeriod;
  lines: ChargeLine[];
  /** Our billing entity id, kept on the subscription so webhooks find their way back. */
  entityId: string;
  /** Free trial until this moment (the first charge then). */
  trialEnd?: Date;
  /** Taken off the first invoice (a one-off credit line), in cents. */
  discountCents?: number;
  discountLabel?: string;
  idempotencyKey: string;
}

export interface PaymentsPort {
  createCustomer(input: { userId: string; email?: string; name?: string }): Promise<string>;
  updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void>;
  /** Saves a tokenised card (Stripe.js createToken) on the customer and makes it the default. */
  addCard(customerId: string, cardToken: string): Promise<CardSummary>;
  listCards(customerId: string): Promise<CardSummary[]>;
  deleteCard(customerId: string, cardId: string): Promise<void>;
  createSubscription(request: SubscriptionRequest): Promise<SubscriptionSnapshot>;
  /** New lines, charged now and prorated (upgrades and added seats). */
  changeSubscription(
    subscriptionId: string,
    period: BillingPeriod,
    lines: ChargeLine[],
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot>;
  /** A credit (negative pending invoice item) that the customer's next invoice takes off, once per key. */
  addCredit(
    customerId: string,
    amountCents: number,
    description: string,
    idempotencyKey: string,
  ): Promise<void>;
  /** Charges a one-off amount now (a prorated upgrade): an invoice item, an invoice, paid with the default card. */
  chargeNow(
    customerId: string,
    amountCents: number,
    description: string,
    idempotencyKey: string,
  ): Promise<InvoiceSummary>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  listInvoices(customerId: string): Promise<InvoiceSummary[]>;
  getInvoice(invoiceId: string): Promise<InvoiceSummary>;
  payInvoice(invoiceId: string): Promise<InvoiceSummary>;
  /**
   * Test clocks (test mode only): the renewal Stripe runs at the period end, now: the subscription's next
   * period invoiced and charged to the default card. A refused card leaves the invoice open (answered as such).
   */
  renewSubscription(
    customerId: string,
    subscriptionId: string,
    idempotencyKey: string,
  ): Promise<InvoiceSummary>;
  /**
   * The coupon behind a code typed in any letter case, with the code as Stripe spells it; null when Stripe knows
   * none (or it is no longer valid).
   */
  findCoupon(code: string): Promise<FoundCoupon | null>;
}

/** A discount code as Stripe spells it, and what its coupon takes off. */
export interface FoundCoupon {
  code: string;
  coupon: CouponProperties;
}
