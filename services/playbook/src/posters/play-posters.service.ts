import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { PlayPosterStore, POSTER_OPTIONS, type PosterAnswer } from '@chalktalk/platform';
import { PLAYBOOK_CONFIG, type PlaybookConfig } from '../config';
import { exportHash } from '../gif-export/play-hash';
import { storedDocument } from '../plays/play-document';
import { PlaybookAccess } from '../playbooks/playbook-access.service';
import { PlaysService } from '../plays/plays.service';
import type { PlayPosterInput } from './play-posters.dto';
import { PosterKeys } from './poster-keys';

const posterKeyRefused = () =>
  new AppError('G003', { status: 401, message: 'Sign in again to see this poster' });

/** List posters of saved plays, answered to whoever may open the play, as getPlay decides. */
@Injectable()
export class PlayPostersService {
  private readonly keys: PosterKeys;

  constructor(
    @Inject(PLAYBOOK_CONFIG) config: PlaybookConfig,
    private readonly posters: PlayPosterStore,
    private readonly access: PlaybookAccess,
    private readonly plays: PlaysService,
  ) {
    this.keys = new PosterKeys(config.POSTER_SIGNING_SECRET);
  }

  posterKey(userId: string): { key: string; expiresAt: string } {
    return this.keys.issue(userId);
  }

  /**
   * The play's poster as it is drawn now. Opened as getPlay opens it (coaches-only and hidden plays included), but
   * without counting a view; a stranger gets the same refusal, and nothing is rendered.
   */
  async poster(input: PlayPosterInput): Promise<PosterAnswer> {
    const userId = this.keys.userOf(input.k);
    if (!userId) throw posterKeyRefused();
    const user = { id: userId, email: '' };
    const context = input.teamId
      ? await this.access.team(user, input.teamId)
      : await this.access.context(user, input.playbookId!);
    const { play } = await this.plays.open(context, input.playId);
    const document = storedDocument(play) as object;
    return this.posters.poster({
      hash: exportHash(document, POSTER_OPTIONS),
      playId: input.playId,
      document,
    });
  }
}
