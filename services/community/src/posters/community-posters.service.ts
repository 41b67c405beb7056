import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlayPosterStore, POSTER_OPTIONS, type PosterAnswer } from '@chalktalk/platform';
import { CommunityPlaysService } from '../plays/community-plays.service';

/**
 * List posters of community plays (community cards and community search), for anyone: only a listed play has one
 * (a taken-down or hidden play's poster is refused as the play is). A snapshot changes only when its author
 * updates it (updatedAt), so that names the drawing, as for its GIF.
 */
@Injectable()
export class CommunityPostersService {
  constructor(
    private readonly posters: PlayPosterStore,
    private readonly plays: CommunityPlaysService,
  ) {}

  async poster(id: string): Promise<PosterAnswer> {
    const play = await this.plays.listed(id);
    const hash = createHash('sha256')
      .update(JSON.stringify({ community: play.id, updatedAt: play.updatedAt, options: POSTER_OPTIONS }))
      .digest('hex');
    return this.posters.poster({
      hash,
      playId: id,
      document: { ...play.document, id: play.id, name: play.name },
    });
  }
}
