import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The list posters a service asked of the render service, one row per drawing (PlayPosterStore). Listed in the
 * migrations of each service that shows posters (playbook, community), in that service's own database.
 */
export class PlayPosters1766000000100 implements MigrationInterface {
  name = 'PlayPosters1766000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE IF NOT EXISTS play_posters (
        play_hash text PRIMARY KEY,
        nonce uuid NOT NULL UNIQUE,
        status text NOT NULL,
        poster_url text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE play_posters`);
  }
}
