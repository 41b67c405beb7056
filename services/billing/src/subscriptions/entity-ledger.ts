import { Inject, Injectable } from '@nestjs/common';
import { type BillingSelection, discountCents, isPaid, periodTotalCents } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { type InvoiceSummary, PAYMENTS, type PaymentsPort } from '../payments/payments.port';
import type { BillingEntity } from './billing-entity.entity';
import { billingMailRequested, paidStateChanged } from './billing-events';
import { BillingRepository } from './billing.repository';
import { InvoiceEntity } from './invoice.entity';
import { periodPurpose } from './invoice-purpose';

/** An invoice status never goes back: paid beats everything, an open invoice beats a draft. */
const STATUS_RANK: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, void: 3, paid: 4 };
const rank = (status: string): number => STATUS_RANK[status] ?? 0;

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * How invoices change a billing entity, the same whether billing hears of them from its own calls or from
 * Stripe's webhooks, in any order and any number of times: every field only moves forward (the latest
 * paymentExpires, the latest paid and failed moments, the highest invoice status), so applying a set of events in
 * any order gives one result.
 */
@Injectable()
export class EntityLedger {
  constructor(
    private readonly repository: BillingRepository,
    private readonly outbox: Outbox,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(PAYMENTS) private readonly payments: PaymentsPort,
  ) {}

  get graceMs(): number {
    return this.config.BILLING_GRACE_PERIOD_SECONDS * 1000;
  }

  /** What a period starting at `start` pays for: a downgrade waiting for that moment, else the current teams. */
  private selectionPaidFor(entity: BillingEntity, start: Date): BillingSelection {
    return entity.pendingTeams && entity.pendingFrom && start.getTime() >= entity.pendingFrom.getTime()
      ? { billingFrequency: entity.pendingFrequency ?? entity.billingFrequency, teams: entity.pendingTeams }
      : { billingFrequency: entity.billingFrequency, teams: entity.teams };
  }

  /** Records the invoice; `outcome` says whether this news is its payment, a failed attempt, or just its state. */
  async applyInvoice(
    manager: EntityManager,
    entity: BillingEntity,
    invoice: InvoiceSummary,
    outcome: 'paid' | 'failed' | 'seen',
    at: Date,
  ): Promise<void> {
    const existing = await this.repository.invoice(invoice.invoiceId, manager);
    const status = outcome === 'paid' ? 'paid' : invoice.status;
    const row =
      existing ?? Object.assign(new InvoiceEntity(), { id: invoice.invoiceId, linkId: randomUUID() });
    Object.assign(row, {
      entityId: entity.id,
      status: existing && rank(existing.status) >= rank(status) ? existing.status : status,
      totalCents: invoice.totalCents,
      amountPaidCents: Math.max(existing?.amountPaidCents ?? 0, invoice.amountPaidCents),
      date: invoice.created,
      lines: invoice.lines.map((line, index) => ({
        // Stripe names a subscription line after our one price of the period total; say what the period pays for
        // (once: a later delivery keeps the words first written, whatever the entity has become since).
        description: line.subscriptionPeriod
          ? existing?.lines[index]?.description ||
            periodPurpose(this.selectionPaidFor(entity, line.periodStart))
          : line.description,
        amountCents: line.amountCents,
        periodStart: line.periodStart.toISOString(),
        periodEnd: line.periodEnd.toISOString(),
      })),
      pdfUrl: invoice.pdfUrl ?? existing?.pdfUrl ?? null,
      hostedUrl: invoice.hostedUrl ?? existing?.hostedUrl ?? null,
    });
    await this.repository.saveInvoice(row, manager);
    if (row.status === 'paid' && existing?.status !== 'paid') {
      if (invoice.subscriptionId) await this.creditNextPeriod(manager, entity);
      await this.mail(
        manager,
        entity,
        'RECEIPT',
        row.amountPaidCents || row.totalCents,
        `/payment?l=${row.linkId}`,
        row.id,
      );
    } else if (outcome === 'failed' && row.status !== 'paid') {
      // Each failed attempt (each event is applied once by its id).
      await this.mail(
        manager,
        entity,
        'PAYMENT_FAILED',
        row.totalCents,
        `/profile/subscriptions/billing?e=${entity.id}`,
        row.id,
      );
    }
    if (row.status === 'paid') {
      // A subscription invoice pays for its period; a one-off (a prorated upgrade) extends nothing.
      if (invoice.subscriptionId) {
        const end = invoice.lines.reduce<Date | null>((max, line) => later(max, line.periodEnd), null);
        entity.paymentExpires = later(entity.paymentExpires, end);
      }
      entity.lastPayment = later(entity.lastPayment, invoice.created);
      if (outcome === 'paid') entity.lastPaidInvoiceAt = later(entity.lastPaidInvoiceAt, at);
    }
    if (outcome === 'failed') entity.lastFailedInvoiceAt = later(entity.lastFailedInvoiceAt, at);
    this.deriveStatus(entity);
  }

  /**
   * A coupon for more than the first period: once a period's invoice is paid, the next period's discount is put on
   * the customer as a credit that Stripe's next subscription invoice takes (the first period's went in at purchase).
   * Counted by paid period invoices, keyed by period, so a redelivered payment credits nothing twice.
   */
  private async creditNextPeriod(manager: EntityManager, entity: BillingEntity): Promise<void> {
    if (!entity.coupon || entity.coupon.freeTrial) return;
    const next = await this.repository.paidPeriodInvoices(entity.id, manager);
    const credit = discountCents(periodTotalCents(entity), entity.coupon, entity.billingFrequency, next);
    if (credit <= 0) return;
    const customer = await this.repository.customer(entity.ownerId, manager);
    if (!customer) return;
    await this.payments.addCredit(
      customer.stripeCustomerId,
      credit,
      `Discount (${entity.couponCode ?? 'coupon'})`,
      `coupon-${entity.id}-${next}`,
    );
  }

  private async mail(
    manager: EntityManager,
    entity: BillingEntity,
    kind: 'RECEIPT' | 'PAYMENT_FAILED',
    amountCents: number,
    path: string,
    invoiceId: string,
  ): Promise<void> {
    if (amountCents <= 0 && kind === 'RECEIPT') return; // a free trial's $0 invoice needs no receipt
    await this.mailOwner(manager, entity, { kind, amountCents, path, invoiceId });
  }

  /** A billing mail to the entity's owner, at the address of their billing details (BillingMailRequested). */
  async mailOwner(
    manager: EntityManager,
    entity: BillingEntity,
    mail: {
      kind: 'RECEIPT' | 'PAYMENT_FAILED' | 'CARD_EXPIRING';
      amountCents: number;
      path: string;
      invoiceId: string;
    },
  ): Promise<void> {
    const customer = await this.repository.customer(entity.ownerId, manager);
    if (!customer) return;
    await this.outbox.append(manager, billingMailRequested(entity, { ...mail, email: customer.email }));
  }

  deriveStatus(entity: BillingEntity): void {
    if (entity.status === 'CANCELLED' || entity.status === 'DISABLED') return;
    const failed = entity.lastFailedInvoiceAt;
    entity.status =
      failed && (!entity.lastPaidInvoiceAt || failed > entity.lastPaidInvoiceAt) ? 'PAST_DUE' : 'ACTIVE';
  }

  /**
   * Saves the entity and publishes its paid state when it changed (or `force`, after a change of plans): paid
   * while paymentExpires plus the grace period lies ahead.
   */
  async settle(manager: EntityManager, entity: BillingEntity, now: Date, force = false): Promise<void> {
    const paid = isPaid(entity.paymentExpires, now, this.graceMs);
    const changed = paid !== entity.paid;
    entity.paid = paid;
    await this.repository.saveEntity(entity, manager);
    // Stamped with the moment of the decision, whatever clock decided it: teams keeps the newest stamp, so a state
    // decided for a chosen moment (a test clock, a lapse check) must neither look stale nor hide later decisions.
    const at = new Date();
    if (changed || force) await this.outbox.append(manager, paidStateChanged(entity, at));
  }
}
