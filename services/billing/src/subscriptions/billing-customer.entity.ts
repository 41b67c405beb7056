import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { BillingAddress } from '../payments/payments.port';

/** A user's billing details: their Stripe customer and address (document 3: stored per user). */
@Entity('billing_customers')
export class BillingCustomerEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'stripe_customer_id' })
  stripeCustomerId!: string;

  @Column('text')
  email!: string;

  @Column('jsonb', { name: 'billing_address', nullable: true })
  billingAddress!: BillingAddress | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
