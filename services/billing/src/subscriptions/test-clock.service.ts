import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { type InvoiceSummary, PAYMENTS, type PaymentsPort } from '../payments/payments.port';
import { BillingRepository } from './billing.repository';
import { type BillingEntityView, BillingService, OWNER_ONLY } from './billing.service';
import { EntityLedger } from './entity-ledger';
import { LapseChecker } from './lapse-checker';

/**
 * Stripe's answer to time is test clocks: move a customer's clock and Stripe runs what would have happened by then.
 * localstripe has none, so in test mode (BILLING_TEST_CLOCKS, never with a live key) billing does the same for one
 * entity: at a moment at or past its period end it runs the renewal it would have been sent (the next period
 * invoiced and charged to the saved card through the real Stripe adapter: a refused card leaves the invoice open
 * and the entity PAST_DUE, the owner mailed), then the LapseChecker's check for that entity at that moment (after
 * the grace period the entity lapses and its teams go inactive everywhere). Nothing is marked paid here: only a
 * payment Stripe accepted does that, as everywhere else (retryPayment with a good card).
 */
@Injectable()
export class TestClockService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly billing: BillingService,
    private readonly ledger: EntityLedger,
    private readonly lapses: LapseChecker,
    @Inject(PAYMENTS) private readonly payments: PaymentsPort,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async advance(
    user: AuthUser,
    input: { entityId: string; frozenTime: string },
  ): Promise<{ billingEntity: BillingEntityView; renewal: { invoiceId: string; status: string } | null }> {
    // Outside test mode the call does not exist.
    if (this.config.BILLING_TEST_CLOCKS !== 'true') throw new AppError('G004');
    const frozenTime = new Date(input.frozenTime);
    const entity = await this.repository.entity(input.entityId);
    if (!entity) throw new AppError('G004');
    if (entity.ownerId !== user.id) throw new AppError('G003', { message: OWNER_ONLY });
    if (!entity.stripeSubscriptionId) throw new AppError('B007');
    if (frozenTime.getTime() < Date.now())
      throw new AppError('G001', {
        details: [{ path: 'frozenTime', message: 'A test clock only moves forward' }],
      });

    let renewal: InvoiceSummary | null = null;
    const renews =
      entity.periodEnd !== null &&
      frozenTime >= entity.periodEnd &&
      (entity.status === 'ACTIVE' || entity.status === 'PAST_DUE') &&
      // An open invoice is the renewal already run (Stripe retries it; so does retryPayment).
      (await this.repository.openInvoicesOf(entity.id)).length === 0;
    if (renews) {
      const customer = await this.repository.customer(entity.ownerId);
      if (!customer) throw new AppError('B006');
      renewal = await this.payments.renewSubscription(
        customer.stripeCustomerId,
        entity.stripeSubscriptionId,
        `renew-${entity.id}-${entity.periodEnd!.toISOString()}`,
      );
      const invoice = renewal;
      await this.repository.transaction(async (manager) => {
        const locked = (await this.repository.entity(entity.id, manager, true))!;
        const paid = invoice.status === 'paid';
        // The attempt happened now (real time): a later real retry must count as later than it.
        await this.ledger.applyInvoice(manager, locked, invoice, paid ? 'paid' : 'failed', new Date());
        const end = invoice.lines.reduce(
          (max, line) => (line.periodEnd > max ? line.periodEnd : max),
          new Date(0),
        );
        if (paid && locked.periodEnd && end > locked.periodEnd) {
          locked.periodStart = locked.periodEnd;
          locked.periodEnd = end;
        }
        await this.ledger.settle(manager, locked, frozenTime);
      });
    }
    await this.lapses.checkEntity(entity.id, frozenTime);
    const after = (await this.repository.entity(entity.id))!;
    return {
      billingEntity: this.billing.view(after),
      renewal: renewal ? { invoiceId: renewal.invoiceId, status: renewal.status } : null,
    };
  }
}
