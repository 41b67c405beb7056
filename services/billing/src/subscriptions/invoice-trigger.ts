import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { PAYMENTS, type PaymentsPort } from '../payments/payments.port';
import { BillingRepository } from './billing.repository';
import { EntityLedger } from './entity-ledger';

/**
 * triggerInvoice: brings a program's billing up to date now instead of waiting for webhooks. It reads the
 * subscription's invoices from Stripe and applies each one (a payment made or failed elsewhere shows at once).
 * Answers 'Invoice triggered' (document 3 section 7). Owners only.
 */
@Injectable()
export class InvoiceTrigger {
  constructor(
    private readonly repository: BillingRepository,
    private readonly ledger: EntityLedger,
    @Inject(PAYMENTS) private readonly payments: PaymentsPort,
  ) {}

  async trigger(user: AuthUser, programId: string, now = new Date()): Promise<{ message: string }> {
    const entity = await this.repository.entityOfProgram(programId);
    if (!entity) throw new AppError('B006');
    if (entity.ownerId !== user.id) throw new AppError('G003');
    const customer = await this.repository.customer(user.id);
    if (!customer || !entity.stripeSubscriptionId) throw new AppError('B006');
    const invoices = (await this.payments.listInvoices(customer.stripeCustomerId)).filter(
      (invoice) => invoice.subscriptionId === entity.stripeSubscriptionId,
    );
    await this.repository.transaction(async (manager) => {
      const locked = (await this.repository.entity(entity.id, manager, true))!;
      for (const invoice of invoices) await this.ledger.applyInvoice(manager, locked, invoice, 'seen', now);
      await this.ledger.settle(manager, locked, now);
    });
    return { message: 'Invoice triggered' };
  }
}
