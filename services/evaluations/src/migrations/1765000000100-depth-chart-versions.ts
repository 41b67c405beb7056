import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per depth chart, so that a save names the version it was edited from and a save from an older one is
 * refused (G010) instead of overwriting a newer chart. Charts saved before count as version 1.
 */
export class DepthChartVersions1765000000100 implements MigrationInterface {
  name = 'DepthChartVersions1765000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE depth_charts ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await db.query(`ALTER TABLE depth_charts ALTER COLUMN version DROP DEFAULT`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE depth_charts DROP COLUMN version`);
  }
}
