import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing entities, customers (billing details per user), invoices, and the Stripe events applied. */
export class BillingInitial1765100000100 implements MigrationInterface {
  name = 'BillingInitial1765100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE billing_entities (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('PROGRAM', 'PERSONAL_UNLIMITED')),
        owner_id uuid NOT NULL,
        program_id uuid UNIQUE,
        name text NOT NULL,
        plan text NOT NULL,
        billing_frequency text NOT NULL CHECK (billing_frequency IN ('MONTHLY', 'ANNUAL')),
        teams jsonb NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 0),
        stripe_subscription_id text UNIQUE,
        card_id text,
        coupon_code text,
        coupon jsonb,
        payment_expires timestamptz,
        last_payment timestamptz,
        last_failed_invoice_at timestamptz,
        last_paid_invoice_at timestamptz,
        paid boolean NOT NULL DEFAULT false,
        status text NOT NULL,
        period_start timestamptz,
        period_end timestamptz,
        created_date timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX billing_entities_owner ON billing_entities (owner_id)`);
    await db.query(`CREATE INDEX billing_entities_paid ON billing_entities (payment_expires) WHERE paid`);
    await db.query(`
      CREATE TABLE billing_customers (
        user_id uuid PRIMARY KEY,
        stripe_customer_id text NOT NULL UNIQUE,
        email text NOT NULL,
        billing_address jsonb,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE billing_invoices (
        id text PRIMARY KEY,
        entity_id uuid NOT NULL REFERENCES billing_entities (id) ON DELETE CASCADE,
        link_id uuid NOT NULL UNIQUE,
        status text NOT NULL,
        total_cents integer NOT NULL,
        amount_paid_cents integer NOT NULL,
        date timestamptz NOT NULL,
        lines jsonb NOT NULL,
        pdf_url text,
        hosted_url text
      )`);
    await db.query(`CREATE INDEX billing_invoices_entity ON billing_invoices (entity_id, date DESC)`);
    await db.query(`
      CREATE TABLE billing_stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        applied_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE billing_stripe_events`);
    await db.query(`DROP TABLE billing_invoices`);
    await db.query(`DROP TABLE billing_customers`);
    await db.query(`DROP TABLE billing_entities`);
  }
}
