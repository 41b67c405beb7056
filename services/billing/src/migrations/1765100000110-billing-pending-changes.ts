import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A downgrade or seat reduction waits for the end of the paid period: what the entity becomes then, and when. */
export class BillingPendingChanges1765100000110 implements MigrationInterface {
  name = 'BillingPendingChanges1765100000110';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE billing_entities
        ADD COLUMN pending_teams jsonb,
        ADD COLUMN pending_frequency text CHECK (pending_frequency IN ('MONTHLY', 'ANNUAL')),
        ADD COLUMN pending_from timestamptz`);
    await db.query(
      `CREATE INDEX billing_entities_pending ON billing_entities (pending_from) WHERE pending_from IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE billing_entities DROP COLUMN pending_teams, DROP COLUMN pending_frequency, DROP COLUMN pending_from`,
    );
  }
}
