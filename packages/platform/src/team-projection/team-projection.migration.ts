import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The platform's team projection (TeamProjectionModule): teams, members and roster entries from teams' events. */
export class PlatformTeamProjection1764800000000 implements MigrationInterface {
  name = 'PlatformTeamProjection1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE team_projections (
        team_id uuid PRIMARY KEY,
        program_id uuid,
        owner_id uuid NOT NULL,
        name text NOT NULL,
        sport text NOT NULL,
        plan text,
        paid boolean NOT NULL DEFAULT false,
        flags jsonb NOT NULL DEFAULT '{}'::jsonb,
        program_admin_ids uuid[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX team_projections_program ON team_projections (program_id)`);
    await db.query(`
      CREATE TABLE team_member_projections (
        team_id uuid NOT NULL REFERENCES team_projections (team_id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('ADMIN', 'COACH', 'PLAYER', 'CONTACT')),
        pending boolean NOT NULL DEFAULT false,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        PRIMARY KEY (team_id, user_id)
      )`);
    await db.query(`CREATE INDEX team_member_projections_user ON team_member_projections (user_id)`);
    await db.query(`
      CREATE TABLE roster_projections (
        roster_id uuid PRIMARY KEY,
        team_id uuid NOT NULL REFERENCES team_projections (team_id) ON DELETE CASCADE,
        user_id uuid,
        player_id uuid,
        jersey text NOT NULL DEFAULT '',
        position text NOT NULL DEFAULT '',
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        pending boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX roster_projections_team ON roster_projections (team_id)`);
    await db.query(`CREATE INDEX roster_projections_user ON roster_projections (user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE roster_projections`);
    await db.query(`DROP TABLE team_member_projections`);
    await db.query(`DROP TABLE team_projections`);
  }
}

/** Teams carry an IANA time zone (the schedule keeps wall-clock times in it). */
export class PlatformTeamTimeZone1764800000100 implements MigrationInterface {
  name = 'PlatformTeamTimeZone1764800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE team_projections ADD COLUMN time_zone text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE team_projections DROP COLUMN time_zone`);
  }
}
