import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only the head of the trending order is stored (TRENDING_STORED_RANKS); the unranked tail is listed newest
 * first, so the section's index carries the publication time after the rank.
 */
export class CommunityTrendingTail1764900000200 implements MigrationInterface {
  name = 'CommunityTrendingTail1764900000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS community_plays_trending`);
    await db.query(
      `CREATE INDEX community_plays_trending ON community_plays (trending_rank, published_at DESC, id)
       WHERE status = 'published' AND NOT hidden`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS community_plays_trending`);
    await db.query(
      `CREATE INDEX community_plays_trending ON community_plays (trending_rank, id)
       WHERE status = 'published' AND NOT hidden`,
    );
  }
}
