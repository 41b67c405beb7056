import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per practice template, so that an update names the version it was edited from and one from an older
 * version is refused (G010) instead of overwriting a newer save. Templates saved before count as version 1.
 */
export class SchedulePracticeTemplateVersions1764900000810 implements MigrationInterface {
  name = 'SchedulePracticeTemplateVersions1764900000810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE practice_templates ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE practice_templates ALTER COLUMN version DROP DEFAULT`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE practice_templates DROP COLUMN version`);
  }
}
