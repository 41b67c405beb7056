import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Community plays (published snapshots), profiles, comments, likes, copies, reports and rate-limit windows.
 * popular_score mirrors the domain's POPULAR_WEIGHTS (copies 5, comments 4, likes 3, views 0.1); a test checks
 * the POPULAR section against popularScore. Listed = published and not hidden by reports: every section index
 * is partial on it so a page is an index scan.
 */
export class Community1764900000000 implements MigrationInterface {
  name = 'Community1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE community_plays (
        id uuid PRIMARY KEY,
        source_play_id uuid NOT NULL,
        source_playbook_id uuid NOT NULL,
        author_id uuid NOT NULL,
        program_id uuid,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        tags text[] NOT NULL DEFAULT '{}',
        sport text NOT NULL,
        document jsonb NOT NULL,
        status text NOT NULL CHECK (status IN ('published', 'taken_down')),
        taken_down_reason text,
        hidden boolean NOT NULL DEFAULT false,
        published_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        likes int NOT NULL DEFAULT 0,
        comments int NOT NULL DEFAULT 0,
        copies int NOT NULL DEFAULT 0,
        views int NOT NULL DEFAULT 0,
        popular_score double precision GENERATED ALWAYS AS
          (copies * 5 + comments * 4 + likes * 3 + views * 0.1) STORED,
        trending_rank int,
        credit_ids uuid[] NOT NULL DEFAULT '{}',
        UNIQUE (author_id, source_play_id)
      )`);
    const listed = `WHERE status = 'published' AND NOT hidden`;
    await db.query(
      `CREATE INDEX community_plays_latest ON community_plays (published_at DESC, id) ${listed}`,
    );
    await db.query(
      `CREATE INDEX community_plays_popular ON community_plays (popular_score DESC, id) ${listed}`,
    );
    await db.query(`CREATE INDEX community_plays_trending ON community_plays (trending_rank, id) ${listed}`);
    await db.query(`CREATE INDEX community_plays_author ON community_plays (author_id, published_at DESC)`);
    await db.query(`CREATE INDEX community_plays_program ON community_plays (program_id)`);

    await db.query(`
      CREATE TABLE community_profiles (
        user_id uuid PRIMARY KEY,
        screen_name text NOT NULL,
        screen_name_key text NOT NULL UNIQUE,
        description text NOT NULL,
        birthdate date NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE community_comments (
        id uuid PRIMARY KEY,
        play_id uuid NOT NULL REFERENCES community_plays (id) ON DELETE CASCADE,
        author_id uuid NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        hidden boolean NOT NULL DEFAULT false
      )`);
    await db.query(`CREATE INDEX community_comments_play ON community_comments (play_id, created_at)`);
    await db.query(`
      CREATE TABLE community_likes (
        play_id uuid NOT NULL REFERENCES community_plays (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (play_id, user_id)
      )`);
    await db.query(`
      CREATE TABLE community_copies (
        id uuid PRIMARY KEY,
        community_play_id uuid NOT NULL REFERENCES community_plays (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        new_play_id uuid NOT NULL UNIQUE,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE community_reports (
        target_kind text NOT NULL CHECK (target_kind IN ('play', 'comment')),
        target_id uuid NOT NULL,
        reporter_id uuid NOT NULL,
        reason text NOT NULL DEFAULT '',
        established boolean NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (target_kind, target_id, reporter_id)
      )`);
    await db.query(`
      CREATE TABLE community_rate_windows (
        user_id uuid NOT NULL,
        action text NOT NULL,
        window_start timestamptz NOT NULL,
        count int NOT NULL,
        PRIMARY KEY (user_id, action, window_start)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'community_rate_windows',
      'community_reports',
      'community_copies',
      'community_likes',
      'community_comments',
      'community_profiles',
      'community_plays',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
