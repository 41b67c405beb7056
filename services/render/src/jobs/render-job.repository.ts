import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { RenderJobEntity } from './render-job.entity';

export interface NewRenderJob {
  nonce: string;
  playId: string;
  playHash: string;
  playJson: unknown;
  options: RenderJobEntity['options'];
}

interface JobRow {
  nonce: string;
  play_id: string;
  play_hash: string;
  play_json: unknown;
  options: RenderJobEntity['options'];
  attempts: number;
}

export interface ClaimedJob {
  nonce: string;
  playId: string;
  playHash: string;
  playJson: unknown;
  options: RenderJobEntity['options'];
  /** This try's number (1 = first); also the claim's fencing token. */
  attempts: number;
}

@Injectable()
export class RenderJobRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records a job once per nonce (a redelivered message changes nothing). */
  async record(manager: EntityManager, job: NewRenderJob): Promise<void> {
    await manager.query(
      `INSERT INTO render_jobs (nonce, play_id, play_hash, play_json, options, status, available_at)
       VALUES ($1, $2, $3, $4, $5, 'queued', now()) ON CONFLICT (nonce) DO NOTHING`,
      [job.nonce, job.playId, job.playHash, JSON.stringify(job.playJson), JSON.stringify(job.options)],
    );
  }

  /**
   * Takes the oldest runnable job: queued and due, or running with an expired lease (its worker died).
   * SKIP LOCKED lets every worker of every pod claim at once without waiting on each other.
   */
  async claim(leaseMs: number): Promise<ClaimedJob | undefined> {
    const rows = (await this.dataSource.query(
      `UPDATE render_jobs SET status = 'running', attempts = attempts + 1,
              lease_until = now() + make_interval(secs => $1::float8 / 1000)
        WHERE nonce = (
          SELECT nonce FROM render_jobs
           WHERE (status = 'queued' AND available_at <= now()) OR (status = 'running' AND lease_until < now())
           ORDER BY available_at, created_at
           LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING nonce, play_id, play_hash, play_json, options, attempts`,
      [leaseMs],
    )) as [JobRow[], number] | JobRow[];
    const list = Array.isArray(rows[0]) ? (rows[0] as JobRow[]) : (rows as JobRow[]);
    const row = list[0];
    if (!row) return undefined;
    return {
      nonce: row.nonce,
      playId: row.play_id,
      playHash: row.play_hash,
      playJson: row.play_json,
      options: row.options,
      attempts: row.attempts,
    };
  }

  /**
   * Extends the lease of a job this worker still holds (same try). False when the claim was lost: the lease
   * ran out and another worker took the job over.
   */
  async renew(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const result = (await this.dataSource.query(
      `UPDATE render_jobs SET lease_until = now() + make_interval(secs => $3::float8 / 1000)
        WHERE nonce = $1 AND attempts = $2 AND status = 'running'`,
      [job.nonce, job.attempts, leaseMs],
    )) as [unknown, number];
    return result[1] === 1;
  }

  /**
   * Ends this try. Returns false when the claim was lost (the lease ran out and another worker took the job):
   * then this worker publishes nothing, the other one will.
   */
  async settle(
    manager: EntityManager,
    job: ClaimedJob,
    next: { status: 'done' | 'failed' | 'queued'; reason?: string; delayMs?: number },
  ): Promise<boolean> {
    const result = (await manager.query(
      `UPDATE render_jobs SET status = $3, reason = $4, lease_until = NULL,
              available_at = now() + make_interval(secs => $5::float8 / 1000)
        WHERE nonce = $1 AND attempts = $2 AND status = 'running'`,
      [job.nonce, job.attempts, next.status, next.reason ?? null, next.delayMs ?? 0],
    )) as [unknown, number];
    return result[1] === 1;
  }

  /** Jobs waiting or running: the queue depth an operator (or an autoscaler) watches. */
  async depth(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM render_jobs WHERE status IN ('queued', 'running')`,
    )) as { n: number }[];
    return row?.n ?? 0;
  }
}
