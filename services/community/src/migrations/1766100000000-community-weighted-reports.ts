import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weighted reports (domain report-standing): each report keeps the weight its reporter's standing gave it and,
 * once a moderator decides, the outcome (upheld: the item removed; rejected: the item restored), which is the
 * reporter's history for later reports. A hidden play's author may ask for review (review_requested_at).
 * Reports made before keep weight 2 when their reporter was established, else 0.
 */
export class CommunityWeightedReports1766100000000 implements MigrationInterface {
  name = 'CommunityWeightedReports1766100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE community_reports ADD COLUMN weight smallint NOT NULL DEFAULT 0`);
    await db.query(`UPDATE community_reports SET weight = CASE WHEN established THEN 2 ELSE 0 END`);
    await db.query(`ALTER TABLE community_reports DROP COLUMN established`);
    await db.query(
      `ALTER TABLE community_reports
         ADD COLUMN outcome text CHECK (outcome IN ('upheld', 'rejected')),
         ADD COLUMN decided_at timestamptz`,
    );
    await db.query(
      `CREATE INDEX community_reports_open ON community_reports (target_kind, target_id) WHERE outcome IS NULL`,
    );
    await db.query(
      `CREATE INDEX community_reports_by_reporter ON community_reports (reporter_id) WHERE outcome IS NOT NULL`,
    );
    await db.query(`ALTER TABLE community_plays ADD COLUMN review_requested_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE community_plays DROP COLUMN IF EXISTS review_requested_at`);
    await db.query(`DROP INDEX IF EXISTS community_reports_by_reporter`);
    await db.query(`DROP INDEX IF EXISTS community_reports_open`);
    await db.query(`DELETE FROM community_reports WHERE outcome IS NOT NULL`);
    await db.query(
      `ALTER TABLE community_reports DROP COLUMN outcome, DROP COLUMN decided_at,
         ADD COLUMN established boolean NOT NULL DEFAULT false`,
    );
    await db.query(`UPDATE community_reports SET established = weight > 0`);
    await db.query(`ALTER TABLE community_reports DROP COLUMN weight`);
  }
}
