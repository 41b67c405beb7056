import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { create, RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { AppError } from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { PLAYBOOK_CONFIG, type PlaybookConfig } from '../config';
import { exportHash } from '../gif-export/play-hash';
import { storedDocument } from '../plays/play-document';
import { PlaysService } from '../plays/plays.service';
import { PlayPostersRepository } from './play-posters.repository';
import { PosterKeys } from './poster-keys';
import type { PlayPosterInput } from './play-posters.dto';

/**
 * The size list posters are drawn at: 4:3 like every export, twice the largest place a list shows one (a
 * community card at 200 px wide), so they stay sharp on high-density screens.
 */
export const POSTER_OPTIONS = { width: 400, height: 300, fps: 15, speed: 3 } as const;

export type PosterAnswer = { status: 'ready'; etag: string; location: string } | { status: 'pending' };

const posterKeyRefused = () =>
  new AppError('G003', { status: 401, message: 'Sign in again to see this poster' });

/**
 * List posters of saved plays: the render service's poster PNG of the play's opening position, asked for once per
 * drawing (render.job.v1, PNG only) and answered to whoever may open the play, as getPlay decides.
 */
@Injectable()
export class PlayPostersService {
  private readonly keys: PosterKeys;

  constructor(
    @Inject(PLAYBOOK_CONFIG) config: PlaybookConfig,
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly posters: PlayPostersRepository,
    private readonly plays: PlaysService,
  ) {
    this.keys = new PosterKeys(config.POSTER_SIGNING_SECRET);
  }

  posterKey(userId: string): { key: string; expiresAt: string } {
    return this.keys.issue(userId);
  }

  /**
   * The poster of the play as it is now when ready (its entity tag is the drawing's hash); otherwise its render is
   * asked for (once per drawing) and the answer is pending. Access is the play's: a stranger gets getPlay's refusal.
   */
  async poster(input: PlayPosterInput): Promise<PosterAnswer> {
    const userId = this.keys.userOf(input.k);
    if (!userId) throw posterKeyRefused();
    const { play } = await this.plays.getPlay({ id: userId, email: '' }, input.playbookId, input.playId);
    const document = storedDocument(play) as object;
    const hash = exportHash(document, POSTER_OPTIONS);
    const row = await this.posters.find(hash);
    if (row?.status === 'ready' && row.poster_url)
      return { status: 'ready', etag: `"${hash}"`, location: row.poster_url };
    await this.requestRender(hash, input.playId, document);
    return { status: 'pending' };
  }

  private async requestRender(hash: string, playId: string, document: object): Promise<void> {
    const nonce = randomUUID();
    await this.db.transaction(async (manager) => {
      if (!(await this.posters.request(manager, hash, nonce))) return;
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
