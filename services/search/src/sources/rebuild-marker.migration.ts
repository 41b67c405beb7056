import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * search_rebuild: one row naming the generation a running rebuild fills (NULL when none). Every replica's
 * indexing transaction reads it (FOR SHARE) before writing, so during a rebuild live writes land in both
 * generations whichever replica handles them (README, "Rebuild across replicas").
 */
export class SearchRebuildMarker1764900000300 implements MigrationInterface {
  name = 'SearchRebuildMarker1764900000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_rebuild (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        target text,
        started_at timestamptz
      )`);
    await q.query(`INSERT INTO search_rebuild (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_rebuild`);
  }
}
