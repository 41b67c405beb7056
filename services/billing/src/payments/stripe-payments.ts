import { type BillingPeriod, type ChargeLine, type CouponProperties, AppError } from '@chalktalk/domain';
import Stripe from 'stripe';
import type {
  BillingAddress,
  CardSummary,
  FoundCoupon,
  InvoiceSummary,
  PaymentsPort,
  SubscriptionRequest,
  SubscriptionSnapshot,
} from './payments.port';
import { callStripe, isStripeError } from './stripe-errors';

export interface StripePaymentsOptions {
  secretKey: string;
  /** Unset: api.stripe.com. Else e.g. http://127.0.0.1:8420 (localstripe). */
  apiUrl?: string;
  /**
   * `localstripe` speaks the older dialect localstripe understands: subscription items name a `plan` (Stripe
   * accepts the same id as `price`) and proration is `prorate: false` (Stripe: `proration_behavior: 'none'`).
   */
  server: 'stripe' | 'localstripe';
}

const PRODUCT_ID = 'chalktalk_subscription';
const CURRENCY = 'usd';

const date = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** Stripe says resource_missing; localstripe answers a bare 404. */
const isMissing = (error: unknown): boolean =>
  isStripeError(error) &&
  (error.code === 'resource_missing' || (error as { statusCode?: number }).statusCode === 404);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The period total's plan: one Stripe plan (a price) per billing period and amount, created on first use. */
export const planIdFor = (period: BillingPeriod, totalCents: number): string =>
  `chalktalk_${period.toLowerCase()}_${totalCents}`;

const totalOf = (lines: ChargeLine[]): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

/**
 * The payments port on the `stripe` SDK. A subscription has one item: a plan whose amount is the period's total
 * (billing keeps the breakdown per plan and add-on); changes switch that item without Stripe's proration, and
 * billing charges the prorated difference itself as a one-off invoice (the same on Stripe and on localstripe,
 * which can neither update multi-item subscriptions nor prorate them; services/billing/README.md).
 */
export class StripePayments implements PaymentsPort {
  readonly stripe: Stripe;
  private readonly knownPlans = new Set<string>();

  constructor(private readonly options: StripePaymentsOptions) {
    const url = options.apiUrl ? new URL(options.apiUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCustomer(input: { userId: string; email?: string; name?: string }): Promise<string> {
    const customer = await callStripe(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return customer.id;
  }

  async updateCustomerAddress(customerId: string, address: BillingAddress): Promise<void> {
    await callStripe(() =>
      this.stripe.customers.update(customerId, {
        address: {
          line1: address.line1,
          line2: address.line2 ?? '',
          city: address.city,
          state: address.state,
          postal_code: address.postalCode,
          country: address.country,
        },
      }),
    );
  }

  async addCard(customerId: string, cardToken: string): Promise<CardSummary> {
    const source = await callStripe(() =>
      this.stripe.customers.createSource(customerId, { source: cardToken }),
    );
    await callStripe(() => this.stripe.customers.update(customerId, { default_source: source.id }));
    return this.cardSummary(source as Stripe.Card, source.id);
  }

  async listCards(customerId: string): Promise<CardSummary[]> {
    const customer = await callStripe(() => this.stripe.customers.retrieve(customerId));
    if ((customer as Stripe.DeletedCustomer).deleted) return [];
    const defaultSource = idOf((customer as Stripe.Customer).default_source as string | null);
    const cards = await callStripe(() => this.stripe.customers.listSources(customerId, { object: 'card' }));
    return cards.data
      .filter((source): source is Stripe.Card => source.object === 'card')
      .map((card) => this.cardSummary(card, defaultSource));
  }

  async deleteCard(customerId: string, cardId: string): Promise<void> {
    await callStripe(() => this.stripe.customers.deleteSource(customerId, cardId));
  }

  async createSubscription(request: SubscriptionRequest): Promise<SubscriptionSnapshot> {
    const total = totalOf(request.lines);
    const plan = await this.ensurePlan(request.period, total);
    if (request.discountCents && request.discountCents > 0)
      await callStripe(() =>
        this.stripe.invoiceItems.create(
          {
            customer: request.customerId,
            amount: -request.discountCents!,
            currency: CURRENCY,
            description: request.discountLabel ?? 'Discount',
          },
          { idempotencyKey: `${request.idempotencyKey}-discount` },
        ),
      );
    const subscription = await callStripe(() =>
      this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: [this.item(plan)],
          metadata: { entityId: request.entityId },
        } as Stripe.SubscriptionCreateParams,
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return this.snapshot(subscription);
  }

  async changeSubscription(
    subscriptionId: string,
    period: BillingPeriod,
    lines: ChargeLine[],
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot> {
    const plan = await this.ensurePlan(period, totalOf(lines));
    const current = await callStripe(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const itemId = current.items.data[0]?.id;
    if (!itemId) throw new AppError('B007');
    const updated = await callStripe(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: itemId, ...this.item(plan) }],
          ...(this.options.server === 'localstripe' ? { prorate: false } : { proration_behavior: 'none' }),
        } as Stripe.SubscriptionUpdateParams,
        { idempotencyKey },
      ),
    );
    return this.snapshot(updated);
  }

  async addCredit(
    customerId: string,
    amountCents: number,
    description: string,
    idempotencyKey: string,
  ): Promise<void> {
    await callStripe(() =>
      this.stripe.invoiceItems.create(
        { customer: customerId, amount: -amountCents, currency: CURRENCY, description },
        { idempotencyKey },
      ),
    );
  }

  /**
   * On Stripe: an invoice item, then an invoice of just that item, paid now. localstripe cannot invoice pending
   * items alone (its invoices always include the subscription's next period), so there it is a plain charge of the
   * default card, read back as a one-line paid invoice.
   */
  async chargeNow(
    customerId: string,
    amountCents: number,
    description: string,
    idempotencyKey: string,
  ): Promise<InvoiceSummary> {
    if (this.options.server === 'localstripe') {
      const charge = await callStripe(() =>
        this.stripe.charges.create(
          { customer: customerId, amount: amountCents, currency: CURRENCY, description },
          { idempotencyKey: `${idempotencyKey}-charge` },
        ),
      );
      const at = date(charge.created) ?? new Date();
      return {
        invoiceId: charge.id,
        subscriptionId: null,
        status: charge.paid ? 'paid' : 'open',
        totalCents: charge.amount,
        amountDueCents: charge.amount,
        amountPaidCents: charge.paid ? charge.amount : 0,
        created: at,
        periodStart: at,
        periodEnd: at,
        lines: [{ description, amountCents: charge.amount, periodStart: at, periodEnd: at, proration: true }],
        pdfUrl: null,
        hostedUrl: null,
      };
    }
    await callStripe(() =>
      this.stripe.invoiceItems.create(
        { customer: customerId, amount: amountCents, currency: CURRENCY, description },
        { idempotencyKey: `${idempotencyKey}-item` },
      ),
    );
    const invoice = await callStripe(() =>
      this.stripe.invoices.create(
        { customer: customerId, pending_invoice_items_behavior: 'include', auto_advance: false },
        { idempotencyKey: `${idempotencyKey}-invoice` },
      ),
    );
    return this.payInvoice(invoice.id!);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const updated = await callStripe(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
    return this.snapshot(updated);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await callStripe(() => this.stripe.subscriptions.cancel(subscriptionId));
  }

  async listInvoices(customerId: string): Promise<InvoiceSummary[]> {
    const invoices = await callStripe(() => this.stripe.invoices.list({ customer: customerId, limit: 100 }));
    return invoices.data.map((invoice) => this.invoiceSummary(invoice));
  }

  async getInvoice(invoiceId: string): Promise<InvoiceSummary> {
    return this.invoiceSummary(await callStripe(() => this.stripe.invoices.retrieve(invoiceId)));
  }

  async payInvoice(invoiceId: string): Promise<InvoiceSummary> {
    return this.invoiceSummary(await callStripe(() => this.stripe.invoices.pay(invoiceId)));
  }

  /**
   * The coupon behind a code: on Stripe first an active promotion code (the customer-facing code of the
   * dashboard), then a coupon of that id; localstripe has no promotion codes, so there only the coupon id.
   */
  /**
   * localstripe invoices a subscription's next period when asked (its invoices always include it), which is
   * exactly the renewal. Stripe renews on its own clock (a test clock in test mode), so there this is refused.
   */
  async renewSubscription(
    customerId: string,
    subscriptionId: string,
    idempotencyKey: string,
  ): Promise<InvoiceSummary> {
    if (this.options.server !== 'localstripe')
      throw new AppError('B014', { message: 'Stripe renews subscriptions on its own clock (test clocks).' });
    const invoice = await callStripe(() =>
      this.stripe.invoices.create(
        { customer: customerId, subscription: subscriptionId } as Stripe.InvoiceCreateParams,
        { idempotencyKey },
      ),
    );
    try {
      return await this.payInvoice(invoice.id!);
    } catch (error) {
      // The card refused the renewal: the invoice stays open, as Stripe leaves it for its retries.
      if (error instanceof AppError && error.code.startsWith('B')) return this.getInvoice(invoice.id!);
      throw error;
    }
  }

  /**
   * The coupon behind a code, in any letter case (a coach types "spring25" for SPRING25): on Stripe first an
   * active promotion code (Stripe matches those without regard to case), then a coupon of that very id, then a
   * coupon whose id differs only in case (coupon ids are case-sensitive on Stripe and localstripe alike).
   */
  async findCoupon(code: string): Promise<FoundCoupon | null> {
    let coupon: Stripe.Coupon | null;
    try {
      coupon =
        (await this.promotedCoupon(code)) ??
        (await this.couponById(code)) ??
        (await this.couponByIdInAnyCase(code));
    } catch (error) {
      throw await callStripe(() => Promise.reject(error)).catch((mapped: unknown) => mapped);
    }
    if (!coupon || coupon.valid === false) return null;
    const freeTrial = coupon.metadata?.freeTrial === 'true';
    const durationMonths =
      coupon.duration === 'forever'
        ? null
        : coupon.duration === 'once'
          ? 1
          : (coupon.duration_in_months ?? 1);
    const properties: CouponProperties =
      coupon.percent_off != null
        ? { discountType: 'percent', discount: coupon.percent_off, durationMonths, freeTrial }
        : { discountType: 'amount', discount: (coupon.amount_off ?? 0) / 100, durationMonths, freeTrial };
    return { code: coupon.id, coupon: properties };
  }

  private async couponById(id: string): Promise<Stripe.Coupon | null> {
    try {
      return await this.stripe.coupons.retrieve(id);
    } catch (error) {
      if (isStripeError(error) && error.type === 'StripeInvalidRequestError') return null;
      throw error;
    }
  }

  private async couponByIdInAnyCase(code: string): Promise<Stripe.Coupon | null> {
    const wanted = code.toLowerCase();
    for await (const coupon of this.stripe.coupons.list({ limit: 100 }))
      if (coupon.id.toLowerCase() === wanted) return coupon;
    return null;
  }

  private async promotedCoupon(code: string): Promise<Stripe.Coupon | null> {
    if (this.options.server === 'localstripe') return null;
    const found = await this.stripe.promotionCodes.list({
      code,
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    });
    const coupon = found.data[0]?.promotion?.coupon;
    if (!coupon) return null;
    return typeof coupon === 'string' ? this.stripe.coupons.retrieve(coupon) : coupon;
  }

  /** Verifies a webhook's Stripe-Signature (HMAC of the raw body, 300 s tolerance) and parses the event. */
  verifyWebhook(payload: string, signature: string, secret: string, toleranceSeconds = 300): Stripe.Event {
    return this.stripe.webhooks.constructEvent(payload, signature, secret, toleranceSeconds);
  }

  private item(plan: string): Record<string, unknown> {
    return this.options.server === 'localstripe' ? { plan, quantity: 1 } : { price: plan, quantity: 1 };
  }

  private async ensurePlan(period: BillingPeriod, totalCents: number): Promise<string> {
    const id = planIdFor(period, totalCents);
    if (this.knownPlans.has(id)) return id;
    await this.ensureProduct();
    try {
      await this.stripe.plans.retrieve(id);
    } catch (error) {
      if (!isMissing(error)) await callStripe(() => Promise.reject(error));
      await callStripe(() =>
        this.stripe.plans
          .create({
            id,
            product: PRODUCT_ID,
            amount: totalCents,
            currency: CURRENCY,
            interval: period === 'ANNUAL' ? 'year' : 'month',
          })
          .catch((created: unknown) => {
            // Another replica created it first.
            if (isStripeError(created) && created.code === 'resource_already_exists') return undefined;
            throw created;
          }),
      );
    }
    this.knownPlans.add(id);
    return id;
  }

  private productReady = false;
  private async ensureProduct(): Promise<void> {
    if (this.productReady) return;
    try {
      await this.stripe.products.retrieve(PRODUCT_ID);
    } catch (error) {
      if (!isMissing(error)) await callStripe(() => Promise.reject(error));
      await callStripe(() =>
        this.stripe.products
          .create({ id: PRODUCT_ID, name: 'Chalktalk subscription' })
          .catch((created: unknown) => {
            if (isStripeError(created) && created.code === 'resource_already_exists') return undefined;
            throw created;
          }),
      );
    }
    this.productReady = true;
  }

  private cardSummary(card: Stripe.Card, defaultId: string | null): CardSummary {
    return {
      cardId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      isDefault: card.id === defaultId,
    };
  }

  private snapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
    // Newer API versions keep the period on the item; localstripe and older ones on the subscription.
    const raw = subscription as unknown as Record<string, number | undefined>;
    const item = subscription.items?.data?.[0] as unknown as Record<string, number | undefined> | undefined;
    return {
      subscriptionId: subscription.id,
      status: subscription.status,
      currentPeriodStart: date(raw.current_period_start ?? item?.current_period_start) ?? new Date(),
      currentPeriodEnd: date(raw.current_period_end ?? item?.current_period_end) ?? new Date(),
      latestInvoiceId: idOf(subscription.latest_invoice as string | null),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  invoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
    return invoiceSummaryOf(invoice);
  }
}

/** Our reading of a Stripe invoice, from the API or a webhook (old and new API shapes alike). */
/** Stripe marks a subscription's line with its parent (API 2025+); localstripe with the older `type`. */
const isSubscriptionLine = (line: Stripe.InvoiceLineItem): boolean => {
  const raw = line as unknown as { type?: string; parent?: { type?: string } | null };
  return raw.type === 'subscription' || raw.parent?.type === 'subscription_item_details';
};

export function invoiceSummaryOf(invoice: Stripe.Invoice): InvoiceSummary {
  const raw = invoice as unknown as {
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null;
    period_start?: number;
    period_end?: number;
  };
  const lines = (invoice.lines?.data ?? []).map((line) => ({
    description: line.description ?? '',
    amountCents: line.amount,
    periodStart: date(line.period?.start) ?? new Date(0),
    periodEnd: date(line.period?.end) ?? new Date(0),
    proration: Boolean((line as unknown as { proration?: boolean }).proration),
    subscriptionPeriod: isSubscriptionLine(line),
  }));
  return {
    invoiceId: invoice.id!,
    subscriptionId: idOf(raw.subscription ?? raw.parent?.subscription_details?.subscription ?? null),
    status: invoice.status ?? 'draft',
    totalCents: invoice.total,
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    created: date(invoice.created) ?? new Date(),
    periodStart: date(raw.period_start),
    periodEnd: date(raw.period_end),
    lines,
    pdfUrl: invoice.invoice_pdf ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}
