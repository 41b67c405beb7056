import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GIF exports of community plays (gif-export module): one render per snapshot, shared by every visitor. */
export class CommunityGifExports1764900000100 implements MigrationInterface {
  name = 'CommunityGifExports1764900000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE community_gif_exports (
        nonce uuid PRIMARY KEY,
        community_play_id uuid NOT NULL,
        play_hash text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
        gif_url text,
        mp4_url text,
        poster_url text,
        reason text,
        requested_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await db.query(
      `CREATE INDEX community_gif_exports_hash ON community_gif_exports (play_hash, requested_at DESC)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE community_gif_exports`);
  }
}
