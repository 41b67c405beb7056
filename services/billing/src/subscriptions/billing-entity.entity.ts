import type { AddonQuantities, BillingPeriod, CouponProperties, PlanCode } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type BillingEntityKind = 'PROGRAM' | 'PERSONAL_UNLIMITED';
/** ACTIVE: renews; PAST_DUE: the last invoice failed (retryPayment); DISABLED: ends at the period end; CANCELLED. */
export type BillingStatus = 'ACTIVE' | 'PAST_DUE' | 'DISABLED' | 'CANCELLED';

export interface BilledTeam {
  teamId: string;
  name: string;
  plan: PlanCode;
  addons: AddonQuantities;
}

/** What one subscription pays for: a program's teams, or a user's Personal Unlimited (document 3 section 3). */
@Entity('billing_entities')
export class BillingEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  kind!: BillingEntityKind;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  @Column('uuid', { name: 'program_id', nullable: true })
  programId!: string | null;

  @Column('text')
  name!: string;

  /** The program's plan: its first team's. */
  @Column('text')
  plan!: PlanCode;

  @Column('text', { name: 'billing_frequency' })
  billingFrequency!: BillingPeriod;

  @Column('jsonb')
  teams!: BilledTeam[];

  /** Number of teams paid for. */
  @Column('integer')
  quantity!: number;

  @Column('text', { name: 'stripe_subscription_id', nullable: true })
  stripeSubscriptionId!: string | null;

  @Column('text', { name: 'card_id', nullable: true })
  cardId!: string | null;

  @Column('text', { name: 'coupon_code', nullable: true })
  couponCode!: string | null;

  @Column('jsonb', { nullable: true })
  coupon!: CouponProperties | null;

  /** The end of the period the last paid invoice covers. */
  @Column('timestamptz', { name: 'payment_expires', nullable: true })
  paymentExpires!: Date | null;

  @Column('timestamptz', { name: 'last_payment', nullable: true })
  lastPayment!: Date | null;

  /** Creation time of the newest failed invoice; PAST_DUE while it is newer than lastPayment's invoice. */
  @Column('timestamptz', { name: 'last_failed_invoice_at', nullable: true })
  lastFailedInvoiceAt!: Date | null;

  @Column('timestamptz', { name: 'last_paid_invoice_at', nullable: true })
  lastPaidInvoiceAt!: Date | null;

  /** The paid state last published (PaidStateChanged). */
  @Column('boolean')
  paid!: boolean;

  @Column('text')
  status!: BillingStatus;

  /** Current period of the subscription (proration). */
  @Column('timestamptz', { name: 'period_start', nullable: true })
  periodStart!: Date | null;

  @Column('timestamptz', { name: 'period_end', nullable: true })
  periodEnd!: Date | null;

  /** A downgrade or seat reduction: the teams from pendingFrom (the end of the paid period) on. */
  @Column('jsonb', { name: 'pending_teams', nullable: true })
  pendingTeams!: BilledTeam[] | null;

  @Column('text', { name: 'pending_frequency', nullable: true })
  pendingFrequency!: BillingPeriod | null;

  @Column('timestamptz', { name: 'pending_from', nullable: true })
  pendingFrom!: Date | null;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;
}
