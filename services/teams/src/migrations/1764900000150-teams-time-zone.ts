import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each team has an IANA time zone for its schedule; existing teams get the default (New York). */
export class TeamsTimeZone1764900000150 implements MigrationInterface {
  name = 'TeamsTimeZone1764900000150';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE teams ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE teams DROP COLUMN time_zone`);
  }
}
