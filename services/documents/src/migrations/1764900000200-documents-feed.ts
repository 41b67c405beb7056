import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The team feed (posts, likes, comments) and the link preview cache. */
export class DocumentsFeed1764900000200 implements MigrationInterface {
  name = 'DocumentsFeed1764900000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE feed_posts (
        id uuid PRIMARY KEY,
        team_id uuid NOT NULL,
        author_id uuid NOT NULL,
        audience text NOT NULL CHECK (audience IN ('TEAM', 'COACHES')),
        event_id text,
        content jsonb NOT NULL,
        video_url text,
        video_details jsonb,
        like_count integer NOT NULL DEFAULT 0,
        comment_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // The feed page: newest first by (created_at, id), one team at a time.
    await db.query(`CREATE INDEX feed_posts_team_page ON feed_posts (team_id, created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE feed_likes (
        post_id uuid NOT NULL REFERENCES feed_posts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        liked_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, user_id)
      )`);
    await db.query(`
      CREATE TABLE feed_comments (
        id uuid PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES feed_posts (id) ON DELETE CASCADE,
        team_id uuid NOT NULL,
        author_id uuid NOT NULL,
        content jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX feed_comments_post ON feed_comments (post_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE link_previews (
        kind text NOT NULL,
        url text NOT NULL,
        answer jsonb NOT NULL,
        ok boolean NOT NULL,
        fetched_at timestamptz NOT NULL,
        PRIMARY KEY (kind, url)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE link_previews`);
    await db.query(`DROP TABLE feed_comments`);
    await db.query(`DROP TABLE feed_likes`);
    await db.query(`DROP TABLE feed_posts`);
  }
}
