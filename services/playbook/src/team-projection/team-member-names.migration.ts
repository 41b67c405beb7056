import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' names and addresses from MemberJoined, so the viewers answers can name people. Rows from before are ''
 * until the member's next join event (a replay of teams.membership.v1 fills them in).
 */
export class TeamMemberNames1763900000600 implements MigrationInterface {
  name = 'TeamMemberNames1763900000600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE team_member_projections
        ADD COLUMN first_name text NOT NULL DEFAULT '',
        ADD COLUMN last_name text NOT NULL DEFAULT '',
        ADD COLUMN email text NOT NULL DEFAULT ''`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE team_member_projections DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN email`,
    );
  }
}
