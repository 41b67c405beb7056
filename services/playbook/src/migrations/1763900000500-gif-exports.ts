import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GIF export requests and their render outcome (gif-export module). */
export class GifExports1763900000500 implements MigrationInterface {
  name = 'GifExports1763900000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS gif_exports (
        nonce uuid PRIMARY KEY,
        play_id text NOT NULL,
        playbook_id text NOT NULL,
        program_id text,
        link_id text,
        name text,
        play_hash text NOT NULL,
        status text NOT NULL,
        gif_url text,
        mp4_url text,
        poster_url text,
        reason text,
        render_ms int,
        requested_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS gif_exports_hash ON gif_exports (play_hash, status)`);
    await db.query(
      `CREATE INDEX IF NOT EXISTS gif_exports_pending ON gif_exports (requested_at) WHERE status = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE gif_exports`);
  }
}
