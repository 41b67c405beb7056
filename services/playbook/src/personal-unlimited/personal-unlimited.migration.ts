import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal Unlimited per user (billing.subscription.v1 PaidStateChanged), for the free-plays rule. */
export class PersonalUnlimitedStates1765300000100 implements MigrationInterface {
  name = 'PersonalUnlimitedStates1765300000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE personal_unlimited_states (
        owner_id uuid PRIMARY KEY,
        paid boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE personal_unlimited_states`);
  }
}
