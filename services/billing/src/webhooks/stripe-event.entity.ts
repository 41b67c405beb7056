import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe event applied: its id is recorded in the transaction that applied it, so a redelivery changes nothing. */
@Entity('billing_stripe_events')
export class StripeEventEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  type!: string;

  @Column('timestamptz', { name: 'applied_at' })
  appliedAt!: Date;
}
