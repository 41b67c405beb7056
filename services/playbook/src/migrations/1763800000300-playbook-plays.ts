import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 5: plays, folders, playbook entries, share modifications, public links and viewer records. */
export class PlaybookPlays1763800000300 implements MigrationInterface {
  name = 'PlaybookPlays1763800000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE playbooks DROP CONSTRAINT playbooks_type_check`);
    await db.query(`ALTER TABLE playbooks DROP CONSTRAINT playbooks_owner_matches_type`);
    await db.query(`
      ALTER TABLE playbooks
        ADD CONSTRAINT playbooks_type_check CHECK (type IN ('team', 'personal', 'community')),
        ADD CONSTRAINT playbooks_owner_matches_type CHECK (
          (type = 'team' AND team_id IS NOT NULL AND owner_id IS NULL) OR
          (type = 'personal' AND owner_id IS NOT NULL AND team_id IS NULL) OR
          (type = 'community' AND team_id IS NULL)
        )`);
    await db.query(`
      CREATE TABLE playbook_folders (
        id uuid PRIMARY KEY,
        playbook_id uuid NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        name text NOT NULL,
        parent_id uuid REFERENCES playbook_folders (id) ON DELETE SET NULL,
        position integer,
        src_folder_id uuid,
        created_date timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX playbook_folders_playbook ON playbook_folders (playbook_id)`);
    await db.query(
      `CREATE UNIQUE INDEX playbook_folders_one_copy ON playbook_folders (playbook_id, src_folder_id)
       WHERE src_folder_id IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE plays (
        id uuid PRIMARY KEY,
        playbook_id uuid NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        document jsonb NOT NULL,
        version integer NOT NULL,
        created_by uuid NOT NULL,
        created_date timestamptz NOT NULL,
        last_modified timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX plays_playbook ON plays (playbook_id)`);
    await db.query(`
      CREATE TABLE playbook_entries (
        playbook_id uuid NOT NULL REFERENCES playbooks (id) ON DELETE CASCADE,
        play_id uuid NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
        src_playbook_id uuid NOT NULL,
        folder_id uuid REFERENCES playbook_folders (id) ON DELETE SET NULL,
        position integer,
        coach_only boolean NOT NULL DEFAULT false,
        shared_by uuid,
        created_date timestamptz NOT NULL,
        PRIMARY KEY (playbook_id, play_id)
      )`);
    await db.query(`CREATE INDEX playbook_entries_play ON playbook_entries (play_id)`);
    await db.query(`
      CREATE TABLE share_modifications (
        team_id uuid NOT NULL,
        play_id uuid NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
        src_playbook_id uuid NOT NULL,
        scope text NOT NULL CHECK (scope IN ('NOONE', 'COACHES', 'TEAM', 'COMMUNITY')),
        modified_by uuid NOT NULL,
        modified_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, play_id)
      )`);
    await db.query(`CREATE INDEX share_modifications_play ON share_modifications (play_id)`);
    await db.query(`
      CREATE TABLE public_links (
        id text PRIMARY KEY,
        play_id uuid NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
        playbook_id uuid NOT NULL,
        team_id uuid,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(
      `CREATE UNIQUE INDEX public_links_one_per_place ON public_links
       (play_id, playbook_id, coalesce(team_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );
    await db.query(`
      CREATE TABLE play_viewers (
        team_id uuid NOT NULL,
        play_id uuid NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        first_viewed timestamptz NOT NULL,
        last_viewed timestamptz NOT NULL,
        views integer NOT NULL DEFAULT 1,
        PRIMARY KEY (team_id, play_id, user_id)
      )`);
    await db.query(`CREATE INDEX play_viewers_person ON play_viewers (team_id, user_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'play_viewers',
      'public_links',
      'share_modifications',
      'playbook_entries',
      'plays',
      'playbook_folders',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DELETE FROM playbooks WHERE type = 'community'`);
    await db.query(`ALTER TABLE playbooks DROP CONSTRAINT playbooks_owner_matches_type`);
    await db.query(`ALTER TABLE playbooks DROP CONSTRAINT playbooks_type_check`);
    await db.query(`
      ALTER TABLE playbooks
        ADD CONSTRAINT playbooks_type_check CHECK (type IN ('team', 'personal')),
        ADD CONSTRAINT playbooks_owner_matches_type CHECK (
          (type = 'team' AND team_id IS NOT NULL AND owner_id IS NULL) OR
          (type = 'personal' AND owner_id IS NOT NULL AND team_id IS NULL)
        )`);
  }
}
