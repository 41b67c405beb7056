import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 4: add-ons, contracts, placeholders, logos, member names, roster, invitation links, flag grants. */
export class TeamsMembershipRoster1763800000110 implements MigrationInterface {
  name = 'TeamsMembershipRoster1763800000110';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE programs
        ADD COLUMN addons jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN quantity integer,
        ADD COLUMN logo_version bigint`);
    await db.query(`
      ALTER TABLE teams
        ADD COLUMN collegiate_team boolean NOT NULL DEFAULT false,
        ADD COLUMN addons jsonb NOT NULL DEFAULT '{}'::jsonb,
        ADD COLUMN custom_contract jsonb,
        ADD COLUMN coach_placeholders jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN logo_version bigint`);
    await db.query(`
      ALTER TABLE memberships
        ADD COLUMN email text NOT NULL DEFAULT '',
        ADD COLUMN first_name text NOT NULL DEFAULT '',
        ADD COLUMN last_name text NOT NULL DEFAULT ''`);
    await db.query(`
      CREATE TABLE roster_entries (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id uuid,
        player_id uuid REFERENCES roster_entries (id) ON DELETE CASCADE,
        jersey text NOT NULL DEFAULT '',
        position text NOT NULL DEFAULT '',
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        pending boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX roster_entries_team ON roster_entries (team_id)`);
    await db.query(`CREATE INDEX roster_entries_player ON roster_entries (player_id)`);
    // One entry per account per team: a player's own entry, or their contact entry.
    await db.query(
      `CREATE UNIQUE INDEX roster_entries_account ON roster_entries (team_id, user_id) WHERE user_id IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE invite_links (
        code text PRIMARY KEY,
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('ADMIN', 'COACH', 'PLAYER')),
        emails text[] NOT NULL DEFAULT '{}',
        max_uses integer NOT NULL CHECK (max_uses > 0),
        uses integer NOT NULL DEFAULT 0,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX invite_links_team ON invite_links (team_id)`);
    await db.query(`
      CREATE TABLE profile_flag_grants (
        user_id uuid NOT NULL,
        flag text NOT NULL,
        team_id uuid NOT NULL,
        granted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, flag)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE profile_flag_grants`);
    await db.query(`DROP TABLE invite_links`);
    await db.query(`DROP TABLE roster_entries`);
    await db.query(
      `ALTER TABLE memberships DROP COLUMN email, DROP COLUMN first_name, DROP COLUMN last_name`,
    );
    await db.query(
      `ALTER TABLE teams DROP COLUMN collegiate_team, DROP COLUMN addons, DROP COLUMN custom_contract,
         DROP COLUMN coach_placeholders, DROP COLUMN logo_version`,
    );
    await db.query(`ALTER TABLE programs DROP COLUMN addons, DROP COLUMN quantity, DROP COLUMN logo_version`);
  }
}
