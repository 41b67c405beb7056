import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid state and plan come from billing's PaidStateChanged: paid_synced_at is the change last applied to the
 * program (an older one, replayed or re-driven, is ignored).
 */
export class TeamsPaidState1763800000140 implements MigrationInterface {
  name = 'TeamsPaidState1763800000140';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE programs ADD COLUMN paid_synced_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE programs DROP COLUMN paid_synced_at`);
  }
}
