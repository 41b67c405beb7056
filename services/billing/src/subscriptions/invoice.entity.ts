import { Column, Entity, PrimaryColumn } from 'typeorm';

export interface InvoiceLine {
  description: string;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
}

/** A Stripe invoice of a billing entity as billing last heard of it (webhooks and its own calls). */
@Entity('billing_invoices')
export class InvoiceEntity {
  /** Stripe's invoice id. */
  @PrimaryColumn('text')
  id!: string;

  @Column('uuid', { name: 'entity_id' })
  entityId!: string;

  /** The id in /payment?l= links: unguessable, unlike Stripe's. */
  @Column('uuid', { name: 'link_id', unique: true })
  linkId!: string;

  @Column('text')
  status!: string;

  @Column('integer', { name: 'total_cents' })
  totalCents!: number;

  @Column('integer', { name: 'amount_paid_cents' })
  amountPaidCents!: number;

  @Column('timestamptz')
  date!: Date;

  @Column('jsonb')
  lines!: InvoiceLine[];

  @Column('text', { name: 'pdf_url', nullable: true })
  pdfUrl!: string | null;

  @Column('text', { name: 'hosted_url', nullable: true })
  hostedUrl!: string | null;
}
