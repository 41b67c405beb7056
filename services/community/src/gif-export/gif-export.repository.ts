import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type CommunityGifStatus = 'pending' | 'ready' | 'failed';

export interface CommunityGifRow {
  nonce: string;
  community_play_id: string;
  play_hash: string;
  status: CommunityGifStatus;
  gif_url: string | null;
  mp4_url: string | null;
  poster_url: string | null;
  reason: string | null;
  requested_at: Date;
}

/** A pending render older than this is presumed lost: the next export publishes the job again. */
export const PENDING_STALE_MINUTES = 15;

@Injectable()
export class CommunityGifRepository {
  constructor(private readonly db: DataSource) {}

  /** The latest export of this drawing that is ready, or pending and not stale. */
  async reusable(hash: string): Promise<CommunityGifRow | undefined> {
    const rows = (await this.db.query(
      `SELECT * FROM community_gif_exports WHERE play_hash = $1
         AND (status = 'ready' OR (status = 'pending' AND requested_at > now() - make_interval(mins => $2)))
       ORDER BY (status = 'ready') DESC, requested_at DESC LIMIT 1`,
      [hash, PENDING_STALE_MINUTES],
    )) as CommunityGifRow[];
    return rows[0];
  }

  async insert(manager: EntityManager, row: { nonce: string; playId: string; hash: string }): Promise<void> {
    await manager.query(
      `INSERT INTO community_gif_exports (nonce, community_play_id, play_hash, status, requested_at)
       VALUES ($1, $2, $3, 'pending', now())`,
      [row.nonce, row.playId, row.hash],
    );
  }

  async find(nonce: string): Promise<CommunityGifRow | undefined> {
    const rows = (await this.db.query(`SELECT * FROM community_gif_exports WHERE nonce = $1`, [
      nonce,
    ])) as CommunityGifRow[];
    return rows[0];
  }

  /** Records a render result on the export it answers (results for other services' nonces change nothing). */
  async settle(
    manager: EntityManager,
    result: {
      nonce: string;
      status: 'ready' | 'failed';
      gifUrl: string;
      mp4Url: string;
      posterUrl: string;
      reason: string;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE community_gif_exports SET status = $2, gif_url = NULLIF($3, ''), mp4_url = NULLIF($4, ''),
         poster_url = NULLIF($5, ''), reason = NULLIF($6, ''), finished_at = now()
       WHERE nonce = $1 AND status = 'pending'`,
      [result.nonce, result.status, result.gifUrl, result.mp4Url, result.posterUrl, result.reason],
    );
  }
}
