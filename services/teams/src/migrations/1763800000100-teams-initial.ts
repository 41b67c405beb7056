import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TeamsInitial1763800000100 implements MigrationInterface {
  name = 'TeamsInitial1763800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE programs (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        plan text,
        paid boolean NOT NULL DEFAULT false,
        color_primary text,
        color_secondary text,
        owner_id uuid NOT NULL,
        admins uuid[] NOT NULL DEFAULT '{}',
        created_date timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX programs_admins ON programs USING gin (admins)`);
    await db.query(`
      CREATE TABLE teams (
        id uuid PRIMARY KEY,
        program_id uuid REFERENCES programs (id) ON DELETE SET NULL,
        name text NOT NULL,
        sport text NOT NULL,
        plan text,
        paid boolean NOT NULL DEFAULT false,
        owner_id uuid NOT NULL,
        team_key text NOT NULL,
        flags jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_date timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT teams_team_key_unique UNIQUE (team_key),
        CONSTRAINT teams_team_key_shape CHECK (team_key ~ '^[A-Z]{8}$')
      )`);
    await db.query(`CREATE INDEX teams_program ON teams (program_id)`);
    await db.query(`CREATE INDEX teams_owner ON teams (owner_id)`);
    await db.query(`
      CREATE TABLE memberships (
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMIN', 'COACH', 'PLAYER', 'CONTACT')),
        pending boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      )`);
    await db.query(`CREATE INDEX memberships_user ON memberships (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE memberships`);
    await db.query(`DROP TABLE teams`);
    await db.query(`DROP TABLE programs`);
  }
}
