import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The roster's overallRating (0..100), set from evaluations' PlayerRatingChanged; null until a coach rates. */
export class TeamsRosterRating1765000000160 implements MigrationInterface {
  name = 'TeamsRosterRating1765000000160';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE roster_entries ADD COLUMN IF NOT EXISTS overall_rating integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE roster_entries DROP COLUMN IF EXISTS overall_rating`);
  }
}
