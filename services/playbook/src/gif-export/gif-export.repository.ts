import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { GifExportStatus } from './gif-export.dto';

export interface GifExportRow {
  nonce: string;
  play_id: string;
  playbook_id: string;
  play_hash: string;
  status: GifExportStatus;
  gif_url: string | null;
  mp4_url: string | null;
  poster_url: string | null;
  reason: string | null;
  requested_at: Date;
}

/** A pending render older than this is presumed lost (a new export publishes the job again). */
export const PENDING_STALE_MINUTES = 15;

@Injectable()
export class GifExportRepository {
  constructor(private readonly db: DataSource) {}

  async insert(
    manager: EntityManager,
    row: Omit<GifExportRow, 'requested_at' | 'reason'> & {
      program_id?: string;
      link_id?: string;
      name?: string;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO gif_exports (nonce, play_id, playbook_id, program_id, link_id, name, play_hash, status,
                                gif_url, mp4_url, poster_url, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $8 = 'pending' THEN NULL ELSE now() END)`,
      [
        row.nonce,
        row.play_id,
        row.playbook_id,
        row.program_id ?? null,
        row.link_id ?? null,
        row.name ?? null,
        row.play_hash,
        row.status,
        row.gif_url,
        row.mp4_url,
        row.poster_url,
      ],
    );
  }

  async find(nonce: string): Promise<GifExportRow | undefined> {
    const rows = (await this.db.query(`SELECT * FROM gif_exports WHERE nonce = $1`, [
      nonce,
    ])) as GifExportRow[];
    return rows[0];
  }

  /** The newest ready export of this drawing, or a recent pending one to join. */
  async latestForHash(hash: string): Promise<GifExportRow | undefined> {
    const rows = (await this.db.query(
      `SELECT * FROM gif_exports
        WHERE play_hash = $1 AND (status = 'ready'
           OR (status = 'pending' AND requested_at > now() - make_interval(mins => $2)))
        ORDER BY (status = 'ready') DESC, requested_at DESC LIMIT 1`,
      [hash, PENDING_STALE_MINUTES],
    )) as GifExportRow[];
    return rows[0];
  }

  /** Distinct drawings waiting for a render: the queue a new export joins. */
  async queueDepth(): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(DISTINCT play_hash)::int AS n FROM gif_exports
        WHERE status = 'pending' AND requested_at > now() - make_interval(mins => $1)`,
      [PENDING_STALE_MINUTES],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** Render times of the latest real renders (cache hits excluded), newest first. */
  async recentRenderMs(limit = 20): Promise<number[]> {
    const rows = (await this.db.query(
      `SELECT render_ms FROM gif_exports WHERE status = 'ready' AND render_ms > 0
        ORDER BY finished_at DESC LIMIT $1`,
      [limit],
    )) as { render_ms: number }[];
    return rows.map((r) => r.render_ms);
  }

  /**
   * Records a render result on its export and on every other export waiting for the same drawing. A result
   * arriving twice (at-least-once) or after the export settled changes nothing further.
   */
  async settle(
    manager: EntityManager,
    result: {
      nonce: string;
      playHash: string;
      status: 'ready' | 'failed';
      gifUrl: string;
      mp4Url: string;
      posterUrl: string;
      reason: string;
      renderMs: number;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE gif_exports
          SET status = $3, gif_url = NULLIF($4, ''), mp4_url = NULLIF($5, ''), poster_url = NULLIF($6, ''),
              reason = NULLIF($7, ''), render_ms = CASE WHEN nonce = $1::uuid THEN $8 ELSE 0 END, finished_at = now()
        WHERE (nonce = $1::uuid OR play_hash = $2) AND status = 'pending'`,
      [
        result.nonce,
        result.playHash,
        result.status,
        result.gifUrl,
        result.mp4Url,
        result.posterUrl,
        result.reason,
        result.renderMs,
      ],
    );
  }
}
