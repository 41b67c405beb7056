import type { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = `WHERE status = 'published' AND NOT hidden`;

/**
 * Trending within a sport family (domain trendingRanksByGroup): a family's page orders by the play's rank among its
 * family's plays, computed over them alone, instead of the global rank filtered to the family, which gave a small
 * family neither its own fresh share on its first page nor ranks beyond the global head. The family's trending
 * index leads with the family and this rank.
 */
export class CommunityTrendingByFamily1764900000400 implements MigrationInterface {
  name = 'CommunityTrendingByFamily1764900000400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE community_plays ADD COLUMN trending_family_rank integer`);
    await db.query(`DROP INDEX IF EXISTS community_plays_family_trending`);
    await db.query(
      `CREATE INDEX community_plays_family_trending
       ON community_plays (sport_family, trending_family_rank, published_at DESC, id) ${LISTED}`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS community_plays_family_trending`);
    await db.query(
      `CREATE INDEX community_plays_family_trending
       ON community_plays (sport_family, trending_rank, published_at DESC, id) ${LISTED}`,
    );
    await db.query(`ALTER TABLE community_plays DROP COLUMN IF EXISTS trending_family_rank`);
  }
}
