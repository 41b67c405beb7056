import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Team items shared on from another team's playbook remember that team (proxy plays). */
export class PlaybookProxies1763800000310 implements MigrationInterface {
  name = 'PlaybookProxies1763800000310';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE playbook_entries ADD COLUMN proxy_team_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE playbook_entries DROP COLUMN proxy_team_id`);
  }
}
