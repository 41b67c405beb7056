import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RenderJobs1763900000100 implements MigrationInterface {
  name = 'RenderJobs1763900000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE render_jobs (
        nonce text PRIMARY KEY,
        play_id text NOT NULL,
        play_hash text NOT NULL,
        play_json jsonb NOT NULL,
        options jsonb NOT NULL,
        status text NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        available_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        reason text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The claim query: runnable jobs in arrival order.
    await db.query(
      `CREATE INDEX render_jobs_runnable ON render_jobs (available_at, created_at) WHERE status IN ('queued', 'running')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE render_jobs`);
  }
}
