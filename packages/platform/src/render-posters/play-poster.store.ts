import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { create, RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Outbox } from '../events/outbox/outbox.service';

/**
 * The size list posters are drawn at: 4:3 like every export, twice the largest place a list shows one (a
 * community card about 200 px wide), so they stay sharp on high-density screens.
 */
export const POSTER_OPTIONS = { width: 400, height: 300, fps: 15, speed: 3 } as const;

/** A poster asked for and not ready after this long (lost, or failed) is asked for again. */
export const POSTER_RETRY_MINUTES = 10;

export type PosterAnswer = { status: 'ready'; etag: string; location: string } | { status: 'pending' };

interface PosterRow {
  status: 'pending' | 'ready' | 'failed';
  poster_url: string | null;
}

/**
 * A service's list posters: the render service's poster PNG (the play's opening position) per drawing, asked for
 * once through the outbox (render.job.v1, PNG only) and recorded from render.result.v1 (PosterResultHandler).
 * The caller decides who may see the play and names the drawing by a hash of its own.
 */
@Injectable()
export class PlayPosterStore {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The stored poster of this drawing (entity tag: its hash); otherwise its render is asked for, once. */
  async poster(drawing: { hash: string; playId: string; document: object }): Promise<PosterAnswer> {
    const rows = (await this.db.query(`SELECT status, poster_url FROM play_posters WHERE play_hash = $1`, [
      drawing.hash,
    ])) as PosterRow[];
    const row = rows[0];
    if (row?.status === 'ready' && row.poster_url)
      return { status: 'ready', etag: `"${drawing.hash}"`, location: row.poster_url };
    await this.ask(drawing);
    return { status: 'pending' };
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

  private async ask({ hash, playId, document }: { hash: string; playId: string; document: object }) {
    const nonce = randomUUID();
    await this.db.transaction(async (manager) => {
      // Recorded under this nonce only when nothing is pending or ready, or a request went stale.
      const recorded = (await manager.query(
        `INSERT INTO play_posters (play_hash, nonce, status) VALUES ($1, $2, 'pending')
         ON CONFLICT (play_hash) DO UPDATE
           SET nonce = EXCLUDED.nonce, status = 'pending', poster_url = NULL, requested_at = now(), finished_at = NULL
           WHERE play_posters.status <> 'ready'
             AND play_posters.requested_at < now() - make_interval(mins => $3)
         RETURNING nonce`,
        [hash, nonce, POSTER_RETRY_MINUTES],
      )) as unknown[];
      if (recorded.length === 0) return;
      await this.outbox.append(manager, {
        topic: Topics.RenderJob,
        key: playId,
        schema: RenderJobSchema,
        payload: create(RenderJobSchema, {
          nonce,
          playHash: hash,
          playId,
          playJson: Buffer.from(JSON.stringify(document), 'utf8'),
          options: { ...POSTER_OPTIONS, formats: [RenderFormat.PNG] },
        }),
      });
    });
  }
}
