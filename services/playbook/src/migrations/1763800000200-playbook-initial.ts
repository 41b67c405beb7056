import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlaybookInitial1763800000200 implements MigrationInterface {
  name = 'PlaybookInitial1763800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE playbooks (
        id uuid PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('team', 'personal')),
        team_id uuid,
        owner_id uuid,
        created_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT playbooks_owner_matches_type CHECK (
          (type = 'team' AND team_id IS NOT NULL AND owner_id IS NULL) OR
          (type = 'personal' AND owner_id IS NOT NULL AND team_id IS NULL)
        )
      )`);
    await db.query(`CREATE UNIQUE INDEX playbooks_one_per_team ON playbooks (team_id) WHERE type = 'team'`);
    await db.query(
      `CREATE UNIQUE INDEX playbooks_one_personal ON playbooks (owner_id) WHERE type = 'personal'`,
    );
    await db.query(`
      CREATE TABLE team_projections (
        team_id uuid PRIMARY KEY,
        program_id uuid,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        sport text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE team_member_projections (
        team_id uuid NOT NULL REFERENCES team_projections (team_id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMIN', 'COACH', 'PLAYER', 'CONTACT')),
        PRIMARY KEY (team_id, user_id)
      )`);
    await db.query(`CREATE INDEX team_member_projections_user ON team_member_projections (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE team_member_projections`);
    await db.query(`DROP TABLE team_projections`);
    await db.query(`DROP TABLE playbooks`);
  }
}
