import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { create, RenderFormat, RenderJobSchema, Topics } from '@chalktalk/contracts';
import { AppError, type Play } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource } from 'typeorm';
import { PlaybooksRepository } from '../playbooks/playbooks.repository';
import { loadedPlay, storedDocument } from '../plays/play-document';
import { PlaysRepository } from '../plays/plays.repository';
import { PlaysService } from '../plays/plays.service';
import { PublicLinksService } from '../public-links/public-links.service';
import { gifExportConfig } from './gif-export.config';
import type {
  CheckGifStatusAnswer,
  CheckGifStatusInput,
  ExportGifAnswer,
  ExportGifInput,
} from './gif-export.dto';
import { estimatedWaitSeconds } from './gif-export.estimate';
import { GifExportRepository } from './gif-export.repository';
import { EXPORT_OPTIONS, exportHash } from './play-hash';

const invalidRequest = () => new AppError('G001');
const signInRequired = () => new AppError('G003', { message: 'Sign in to export this play' });

@Injectable()
export class GifExportService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly exports: GifExportRepository,
    private readonly playbooks: PlaybooksRepository,
    private readonly playsRepo: PlaysRepository,
    private readonly plays: PlaysService,
    private readonly links: PublicLinksService,
  ) {}

  /**
   * Starts an export of the saved play (the client saves a modified play first). An unchanged play that was
   * exported before is answered from those files at once; one already rendering is joined, not rendered again.
   */
  async exportGif(user: AuthUser | undefined, input: ExportGifInput): Promise<ExportGifAnswer> {
    const play = await this.resolvePlay(user, input);
    const document = storedDocument(play) as object;
    const hash = exportHash(document);
    const nonce = randomUUID();
    const earlier = await this.exports.latestForHash(hash);
    const base = {
      nonce,
      play_id: input.playId,
      playbook_id: input.playbookId,
      program_id: input.programId,
      link_id: input.linkId,
      name: input.name,
      play_hash: hash,
    };
    if (earlier?.status === 'ready') {
      await this.db.transaction((m) =>
        this.exports.insert(m, {
          ...base,
          status: 'ready',
          gif_url: earlier.gif_url,
          mp4_url: earlier.mp4_url,
          poster_url: earlier.poster_url,
        }),
      );
      return { estimatedWait: 0, nonce };
    }
    const [queueDepth, recentRenderMs] = await Promise.all([
      this.exports.queueDepth(),
      this.exports.recentRenderMs(),
    ]);
    await this.db.transaction(async (manager) => {
      await this.exports.insert(manager, {
        ...base,
        status: 'pending',
        gif_url: null,
        mp4_url: null,
        poster_url: null,
      });
      if (earlier) return; // joins the render already under way for this drawing
      await this.outbox.append(manager, {
        topic: Topics.RenderJob,
        key: input.playId,
        schema: RenderJobSchema,
        payload: create(RenderJobSchema, {
          nonce,
          playHash: hash,
          playId: input.playId,
          playJson: Buffer.from(JSON.stringify(document), 'utf8'),
          options: {
            ...EXPORT_OPTIONS,
            formats: [RenderFormat.GIF, RenderFormat.MP4, RenderFormat.PNG],
          },
        }),
      });
    });
    return {
      estimatedWait: estimatedWaitSeconds({
        queueDepth: earlier ? Math.max(0, queueDepth - 1) : queueDepth,
        recentRenderMs,
        parallelism: gifExportConfig().RENDER_PARALLELISM,
      }),
      nonce,
    };
  }

  async checkGifStatus(input: CheckGifStatusInput): Promise<CheckGifStatusAnswer> {
    const row = await this.exports.find(input.nonce);
    if (!row || row.play_id !== input.playId || row.playbook_id !== input.playbookId) throw invalidRequest();
    if (row.status === 'pending') return { status: 'pending' };
    if (row.status === 'failed')
      return { status: 'failed', reason: row.reason ?? 'The GIF could not be made' };
    return {
      status: 'ready',
      previewUrl: row.poster_url ?? undefined,
      gifUrl: row.gif_url ?? undefined,
      mp4Url: row.mp4_url ?? undefined,
    };
  }

  /**
   * The play to draw. A public link: the play behind it, for anyone. A community playbook: its listed play,
   * for anyone. Otherwise a saved play the signed-in user may open. Any play or playbook that is not there is
   * G001 (spec: GIF export finding no play or playbook is an invalid request).
   */
  private async resolvePlay(user: AuthUser | undefined, input: ExportGifInput): Promise<Play> {
    try {
      if (input.linkId) {
        const { play } = await this.links.getPublicSharedPlay(input.linkId);
        if (play.id !== input.playId) throw invalidRequest();
        return play;
      }
      const playbook = await this.playbooks.findById(input.playbookId);
      if (!playbook) throw invalidRequest();
      if (playbook.type === 'community') {
        const entry = await this.playsRepo.findEntry(playbook.id, input.playId);
        const stored = entry && (await this.playsRepo.findPlay(input.playId));
        if (!stored) throw invalidRequest();
        return loadedPlay(stored.document);
      }
      if (!user) throw signInRequired();
      return (await this.plays.getPlay(user, input.playbookId, input.playId)).play;
    } catch (error) {
      if (error instanceof AppError && error.code === 'G004') throw invalidRequest();
      throw error;
    }
  }
}
