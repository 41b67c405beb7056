import type { AddonQuantities } from '@chalktalk/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface ProgramAdminProfile {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO time the user became a program admin. */
  addedAt: string;
}

@Entity('programs')
export class ProgramEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** Plan code (BASIC, COMPLETE, ...) once billing sets one; null before any subscription. */
  @Column('text', { nullable: true })
  plan!: string | null;

  @Column('boolean', { default: false })
  paid!: boolean;

  @Column('text', { name: 'color_primary', nullable: true })
  colorPrimary!: string | null;

  @Column('text', { name: 'color_secondary', nullable: true })
  colorSecondary!: string | null;

  @Column('uuid', { name: 'owner_id' })
  ownerId!: string;

  /** Program admins (account ids); the creator (owner) is the first and always stays. */
  @Column('uuid', { array: true })
  admins!: string[];

  /** Who each program admin is, from their token when they became one (getTeamMembers lists them). */
  @Column('jsonb', { name: 'admin_profiles', default: {} })
  adminProfiles!: Record<string, ProgramAdminProfile>;

  @Column('timestamptz', { name: 'created_date' })
  createdDate!: Date;

  /**
   * Program-wide add-on quantities: set only on a billing-exempt program (by its admins); billing's events carry
   * the per-team units of the others.
   */
  @Column('jsonb', { default: {} })
  addons!: AddonQuantities;

  /** Number of teams the subscription covers (billing's SubscriptionUpdated); null before any. */
  @Column('integer', { nullable: true })
  quantity!: number | null;

  /**
   * A program billing never charges (the demo seed's): its admins may set add-ons and quantity themselves. Every
   * other program gets them only from billing (SubscriptionUpdated).
   */
  @Column('boolean', { name: 'billing_exempt', default: false })
  billingExempt!: boolean;

  /** When billing accepted the SubscriptionUpdated last applied; an older one is ignored. */
  @Column('timestamptz', { name: 'billing_synced_at', nullable: true })
  billingSyncedAt!: Date | null;

  /** When billing decided the PaidStateChanged last applied (paid and plan); an older one is ignored. */
  @Column('timestamptz', { name: 'paid_synced_at', nullable: true })
  paidSyncedAt!: Date | null;

  /** Upload stamp (ms) of the logo, null without one; part of the logo URL so browsers refetch on change. */
  @Column('bigint', { name: 'logo_version', nullable: true })
  logoVersion!: string | null;
}
