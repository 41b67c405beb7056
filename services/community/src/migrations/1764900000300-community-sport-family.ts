import { SPORT_LINES, sportFamilyOf } from '@chalktalk/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = `WHERE status = 'published' AND NOT hidden`;

/**
 * The sport family of a community play (basketball, lacrosse, football), so the sections can list one family's
 * plays. A stored generated column from the sport line (the domain's mapping, written out when the migration
 * runs): every writer of community_plays gets it right without knowing about it, and a family page is an index
 * scan on a partial index that leads with the family (without it, LATEST for a small family walks the whole
 * section index and filters, and its count reads every listed play). A play whose sport is not a known line
 * has none and shows only under "All sports".
 */
export class CommunitySportFamily1764900000300 implements MigrationInterface {
  name = 'CommunitySportFamily1764900000300';

  async up(db: QueryRunner): Promise<void> {
    const cases = SPORT_LINES.map((line) => `WHEN '${line}' THEN '${sportFamilyOf(line)}'`).join(' ');
    await db.query(
      `ALTER TABLE community_plays ADD COLUMN sport_family text GENERATED ALWAYS AS (CASE sport ${cases} END) STORED`,
    );
    await db.query(
      `CREATE INDEX community_plays_family_latest ON community_plays (sport_family, published_at DESC, id) ${LISTED}`,
    );
    await db.query(
      `CREATE INDEX community_plays_family_popular ON community_plays (sport_family, popular_score DESC, id) ${LISTED}`,
    );
    await db.query(
      `CREATE INDEX community_plays_family_trending
       ON community_plays (sport_family, trending_rank, published_at DESC, id) ${LISTED}`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS community_plays_family_trending`);
    await db.query(`DROP INDEX IF EXISTS community_plays_family_popular`);
    await db.query(`DROP INDEX IF EXISTS community_plays_family_latest`);
    await db.query(`ALTER TABLE community_plays DROP COLUMN IF EXISTS sport_family`);
  }
}
