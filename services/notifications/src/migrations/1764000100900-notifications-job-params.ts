import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 20 PRACTICE_PHASE: a scheduled job carries what its notification names (the phase), kept with the job. */
export class NotificationsJobParams1764000100900 implements MigrationInterface {
  name = 'NotificationsJobParams1764000100900';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scheduled_jobs ADD COLUMN params jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scheduled_jobs DROP COLUMN params`);
  }
}
