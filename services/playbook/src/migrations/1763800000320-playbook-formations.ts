import type { MigrationInterface, QueryRunner } from 'typeorm';

/** User formations saved in a playbook (built-in ones ship with @chalktalk/domain). */
export class PlaybookFormations1763800000320 implements MigrationInterface {
  name = 'PlaybookFormations1763800000320';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE playbook_formations (
        id uuid PRIMARY KEY,
        playbook_id uuid NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        name text NOT NULL,
        sport text NOT NULL,
        attributes text[] NOT NULL DEFAULT '{}',
        description text NOT NULL DEFAULT '',
        document jsonb NOT NULL,
        created_date timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX playbook_formations_playbook ON playbook_formations (playbook_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE playbook_formations`);
  }
}
