import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { createLogger } from '@chalktalk/platform';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { PAYMENTS } from '../payments/payments.port';
import { invoiceSummaryOf, type StripePayments } from '../payments/stripe-payments';
import type { BillingEntity } from '../subscriptions/billing-entity.entity';
import { BillingRepository } from '../subscriptions/billing.repository';
import { EntityLedger } from '../subscriptions/entity-ledger';
import { signedWithinTolerance } from './signature-age';

const logger = createLogger('billing.webhooks');

const INVOICE_OUTCOMES: Record<string, 'paid' | 'failed' | 'seen'> = {
  'invoice.paid': 'paid',
  'invoice.payment_succeeded': 'paid',
  'invoice.payment_failed': 'failed',
  'invoice.created': 'seen',
  'invoice.finalized': 'seen',
  'invoice.updated': 'seen',
  'invoice.voided': 'seen',
  'invoice.marked_uncollectible': 'seen',
};

/**
 * Stripe's webhooks: the signature is checked (HMAC of the raw body with the endpoint secret; a timestamp more
 * than the tolerance, 300 s, before or after now is refused: a replay, or an event dated in the future), and each event is applied once by its id, in the transaction
 * that records the id. Every effect moves state forward only (EntityLedger), so events arriving out of order or
 * several times give the same result.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly ledger: EntityLedger,
    @Inject(PAYMENTS) private readonly payments: StripePayments,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  verify(rawBody: string | undefined, signature: string | undefined): Stripe.Event {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret || rawBody === undefined || !signature)
      throw new AppError('B014', { message: 'Missing or unverifiable webhook signature.' });
    const tolerance = this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS;
    let event: Stripe.Event;
    try {
      event = this.payments.verifyWebhook(rawBody, signature, secret, tolerance);
    } catch (error) {
      logger.warn({ error: (error as Error).message }, 'webhook refused');
      throw new AppError('B014', { message: 'Missing or unverifiable webhook signature.' });
    }
    // The library refuses only the past side of the window; a signature or an event dated ahead is refused too.
    const now = Date.now();
    if (!signedWithinTolerance(signature, tolerance, now) || event.created * 1000 > now + tolerance * 1000) {
      logger.warn({ eventId: event.id, created: event.created }, 'webhook dated in the future refused');
      throw new AppError('B014', { message: 'Missing or unverifiable webhook signature.' });
    }
    return event;
  }

  /** Applies one verified event; 'duplicate' when its id was applied before. */
  async apply(event: Stripe.Event, now = new Date()): Promise<'applied' | 'duplicate' | 'ignored'> {
    return this.repository.transaction(async (manager) => {
      if (!(await this.repository.markEventApplied(event.id, event.type, manager))) return 'duplicate';
      if (event.type === 'customer.source.expiring')
        return this.cardExpiring(event.data.object as Stripe.Card, manager);
      const at = new Date(event.created * 1000);
      const entity = await this.entityOf(event, manager);
      if (!entity) return 'ignored';
      const outcome = INVOICE_OUTCOMES[event.type];
      if (outcome) {
        await this.ledger.applyInvoice(
          manager,
          entity,
          invoiceSummaryOf(event.data.object as Stripe.Invoice),
          outcome,
          at,
        );
      } else if (event.type === 'customer.subscription.deleted') {
        entity.status = 'CANCELLED';
      } else if (event.type.startsWith('customer.subscription.')) {
        const subscription = event.data.object as unknown as Record<string, number | undefined>;
        const start = subscription.current_period_start;
        const end = subscription.current_period_end;
        if (end && (!entity.periodEnd || end * 1000 > entity.periodEnd.getTime())) {
          entity.periodEnd = new Date(end * 1000);
          if (start) entity.periodStart = new Date(start * 1000);
        }
      }
      await this.ledger.settle(manager, entity, now);
      return 'applied';
    });
  }

  /**
   * Stripe's customer.source.expiring (sent when a card expires at the end of the month): the owner is mailed once
   * per subscription the card pays for (Stripe charges the default card), with the billing page to replace it.
   * A card that is not the default, or a customer without a running subscription, gets nothing.
   */
  private async cardExpiring(card: Stripe.Card, manager: EntityManager): Promise<'applied' | 'ignored'> {
    const customerId = typeof card.customer === 'string' ? card.customer : card.customer?.id;
    if (!customerId) return 'ignored';
    const customer = await this.repository.customerByStripeId(customerId, manager);
    if (!customer) return 'ignored';
    const cards = await this.payments.listCards(customerId);
    if (!cards.some((candidate) => candidate.cardId === card.id && candidate.isDefault)) return 'ignored';
    const live = (await this.repository.entitiesOwnedBy(customer.userId)).filter(
      (entity) => entity.stripeSubscriptionId && (entity.status === 'ACTIVE' || entity.status === 'PAST_DUE'),
    );
    for (const entity of live)
      await this.ledger.mailOwner(manager, entity, {
        kind: 'CARD_EXPIRING',
        amountCents: 0,
        path: `/profile/subscriptions/billing?e=${entity.id}`,
        invoiceId: '',
      });
    return live.length > 0 ? 'applied' : 'ignored';
  }

  private async entityOf(event: Stripe.Event, manager: EntityManager): Promise<BillingEntity | null> {
    if (!event.data?.object) return null;
    if (event.type.startsWith('invoice.')) {
      const invoice = invoiceSummaryOf(event.data.object as Stripe.Invoice);
      if (invoice.subscriptionId)
        return this.repository.entityOfSubscription(invoice.subscriptionId, manager);
      // A one-off invoice (a prorated change) billing recorded when it charged it.
      const known = await this.repository.invoice(invoice.invoiceId, manager);
      return known ? this.repository.entity(known.entityId, manager, true) : null;
    }
    if (event.type.startsWith('customer.subscription.'))
      return this.repository.entityOfSubscription((event.data.object as Stripe.Subscription).id, manager);
    return null;
  }
}
