import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { StripeEventEntity } from '../webhooks/stripe-event.entity';
import { BillingCustomerEntity } from './billing-customer.entity';
import { BillingEntity } from './billing-entity.entity';
import { InvoiceEntity } from './invoice.entity';

/** The only code that touches billing's tables. */
@Injectable()
export class BillingRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  customer(userId: string, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(BillingCustomerEntity).findOne({ where: { userId } });
  }

  customerByStripeId(stripeCustomerId: string, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(BillingCustomerEntity).findOne({ where: { stripeCustomerId } });
  }

  saveCustomer(customer: BillingCustomerEntity, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(BillingCustomerEntity).save(customer);
  }

  entity(id: string, manager: EntityManager = this.dataSource.manager, lock = false) {
    return manager
      .getRepository(BillingEntity)
      .findOne({ where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  entityOfProgram(programId: string, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(BillingEntity).findOne({ where: { programId } });
  }

  entityOfSubscription(subscriptionId: string, manager: EntityManager) {
    return manager.getRepository(BillingEntity).findOne({
      where: { stripeSubscriptionId: subscriptionId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  entitiesOwnedBy(ownerId: string) {
    return this.dataSource
      .getRepository(BillingEntity)
      .find({ where: { ownerId }, order: { createdDate: 'ASC' } });
  }

  saveEntity(entity: BillingEntity, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(BillingEntity).save(entity);
  }

  /** Paid entities whose paymentExpires + grace has passed. */
  lapsedEntityIds(now: Date, graceMs: number): Promise<string[]> {
    return this.dataSource
      .query(
        `SELECT id FROM billing_entities WHERE paid AND (payment_expires IS NULL OR payment_expires + ($2 || ' milliseconds')::interval <= $1) LIMIT 100`,
        [now, String(graceMs)],
      )
      .then((rows: { id: string }[]) => rows.map((row) => row.id));
  }

  /** Entities whose downgrade is due. */
  duePendingIds(now: Date): Promise<string[]> {
    return this.dataSource
      .query(
        `SELECT id FROM billing_entities WHERE pending_from IS NOT NULL AND pending_from <= $1 LIMIT 100`,
        [now],
      )
      .then((rows: { id: string }[]) => rows.map((row) => row.id));
  }

  invoice(id: string, manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(InvoiceEntity).findOne({ where: { id } });
  }

  invoiceByLink(linkId: string) {
    return this.dataSource.getRepository(InvoiceEntity).findOne({ where: { linkId } });
  }

  invoicesOf(entityId: string) {
    return this.dataSource
      .getRepository(InvoiceEntity)
      .find({ where: { entityId }, order: { date: 'DESC' } });
  }

  openInvoicesOf(entityId: string, manager: EntityManager = this.dataSource.manager) {
    return manager
      .getRepository(InvoiceEntity)
      .find({ where: { entityId, status: 'open' }, order: { date: 'DESC' } });
  }

  saveInvoice(invoice: InvoiceEntity, manager: EntityManager) {
    return manager.getRepository(InvoiceEntity).save(invoice);
  }

  /** Paid invoices of the entity that paid a subscription period (not one-off charges). */
  async paidPeriodInvoices(entityId: string, manager: EntityManager): Promise<number> {
    const rows: { count: string }[] = await manager.query(
      `SELECT count(*) FROM billing_invoices i WHERE i.entity_id = $1 AND i.status = 'paid'
         AND EXISTS (SELECT 1 FROM jsonb_array_elements(i.lines) l
                      WHERE (l->>'periodEnd')::timestamptz > (l->>'periodStart')::timestamptz)`,
      [entityId],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Records a Stripe event as applied; false when it already was (a redelivery). */
  async markEventApplied(id: string, type: string, manager: EntityManager): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(StripeEventEntity)
      .values({ id, type, appliedAt: new Date() })
      .orIgnore()
      .returning('id')
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }
}
