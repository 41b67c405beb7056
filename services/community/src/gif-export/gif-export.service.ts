import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { create, RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { invalidRequest } from '../community.errors';
import { CommunityPlaysService } from '../plays/community-plays.service';
import { CommunityGifRepository } from './gif-export.repository';

/** Drawn like playbook's exports (services/playbook gif-export), so a community GIF looks like any other. */
export const COMMUNITY_EXPORT_OPTIONS = { width: 800, height: 600, fps: 15, speed: 3 } as const;
/** Rough seconds per render before anything was measured here (playbook measures; this only sets the poll). */
const ESTIMATED_RENDER_SECONDS = 3;

/**
 * GIF export of a community play (spec 2 §4: a community play uses its own request), anonymous. The snapshot
 * never changes, so one render per snapshot serves everyone: an export answers the ready files at once, joins a
 * pending render, or publishes a RenderJob (render.job.v1) through the outbox; render.result.v1 settles it.
 */
@Injectable()
export class CommunityGifService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly exports: CommunityGifRepository,
    private readonly plays: CommunityPlaysService,
  ) {}

  async export(id: string): Promise<{ estimatedWait: number; nonce: string }> {
    const play = await this.plays.listed(id).catch(() => {
      throw invalidRequest('There is no such community play');
    });
    const document = { ...play.document, id: play.id, name: play.name };
    const hash = createHash('sha256')
      .update(
        JSON.stringify({ community: play.id, updatedAt: play.updatedAt, options: COMMUNITY_EXPORT_OPTIONS }),
      )
      .digest('hex');
    const earlier = await this.exports.reusable(hash);
    if (earlier)
      return {
        estimatedWait: earlier.status === 'ready' ? 0 : ESTIMATED_RENDER_SECONDS,
        nonce: earlier.nonce,
      };
    const nonce = randomUUID();
    await this.db.transaction(async (manager) => {
      await this.exports.insert(manager, { nonce, playId: id, hash });
      await this.outbox.append(manager, {
        topic: Topics.RenderJob,
        key: id,
        schema: RenderJobSchema,
        payload: create(RenderJobSchema, {
          nonce,
          playHash: hash,
          playId: id,
          playJson: Buffer.from(JSON.stringify(document), 'utf8'),
          options: {
            ...COMMUNITY_EXPORT_OPTIONS,
            formats: [RenderFormat.GIF, RenderFormat.MP4, RenderFormat.PNG],
          },
        }),
      });
    });
    return { estimatedWait: ESTIMATED_RENDER_SECONDS, nonce };
  }

  async status(id: string, nonce: string) {
    const row = await this.exports.find(nonce);
    if (!row || row.community_play_id !== id) throw invalidRequest();
    if (row.status === 'pending') return { status: 'pending' as const };
    if (row.status === 'failed')
      return { status: 'failed' as const, reason: row.reason ?? 'The GIF could not be made' };
    return {
      status: 'ready' as const,
      previewUrl: row.poster_url ?? undefined,
      gifUrl: row.gif_url ?? undefined,
      mp4Url: row.mp4_url ?? undefined,
    };
  }
}
