import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface PlayPosterRow {
  play_hash: string;
  nonce: string;
  status: 'pending' | 'ready' | 'failed';
  poster_url: string | null;
}

/** A poster asked for and not ready after this long (lost, or failed) is asked for again. */
export const POSTER_RETRY_MINUTES = 10;

@Injectable()
export class PlayPostersRepository {
  constructor(private readonly db: DataSource) {}

  async find(hash: string): Promise<PlayPosterRow | undefined> {
    const rows = (await this.db.query(
      `SELECT play_hash, nonce, status, poster_url FROM play_posters WHERE play_hash = $1`,
      [hash],
    )) as PlayPosterRow[];
    return rows[0];
  }

  /**
   * Records a request for this drawing's poster under `nonce`; true when this call recorded it (the caller then
   * publishes the job in the same transaction), false when one is already pending or ready.
   */
  async request(manager: EntityManager, hash: string, nonce: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO play_posters (play_hash, nonce, status) VALUES ($1, $2, 'pending')
       ON CONFLICT (play_hash) DO UPDATE
         SET nonce = EXCLUDED.nonce, status = 'pending', poster_url = NULL, requested_at = now(), finished_at = NULL
         WHERE play_posters.status <> 'ready'
           AND play_posters.requested_at < now() - make_interval(mins => $3)
       RETURNING nonce`,
      [hash, nonce, POSTER_RETRY_MINUTES],
    )) as { nonce: string }[];
    return rows.length === 1;
  }

  /** render.result.v1 for one of these requests; any other nonce (a GIF export's) changes nothing. */
  async settle(
    manager: EntityManager,
    result: { nonce: string; status: 'ready' | 'failed'; posterUrl: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE play_posters SET status = $2, poster_url = NULLIF($3, ''), finished_at = now()
       WHERE nonce = $1 AND status = 'pending'`,
      [result.nonce, result.status, result.posterUrl],
    );
  }
}
