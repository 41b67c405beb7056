import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gif_exports table. A regular migration class, so it can join playbookMigrations; until it does, the
 * module applies it at boot when the table is missing (the module is self-contained by design, see README).
 */
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

export async function ensureGifExportsTable(dataSource: DataSource): Promise<void> {
  const [row] = (await dataSource.query(`SELECT to_regclass('gif_exports') AS t`)) as { t: string | null }[];
  if (row?.t) return;
  const runner = dataSource.createQueryRunner();
  try {
    // Two replicas booting at once: the advisory lock makes the second wait, then IF NOT EXISTS is a no-op.
    await runner.startTransaction();
    await runner.query(`SELECT pg_advisory_xact_lock(hashtext('gif_exports'))`);
    await new GifExports1763900000500().up(runner);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
