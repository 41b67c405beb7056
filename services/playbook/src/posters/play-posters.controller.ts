import type { z } from 'zod';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import { AppError } from '@chalktalk/domain';
import { type AuthUser, CurrentUser, etagMatches, Input, NoInput, Public } from '@chalktalk/platform';
import { playPosterSchema } from './play-posters.dto';
import { PlayPostersService } from './play-posters.service';

interface Reply {
  status(code: number): Reply;
  header(name: string, value: string): Reply;
  send(payload?: unknown): unknown;
}

@Controller('api/playbook')
export class PlayPostersController {
  constructor(private readonly posters: PlayPostersService) {}

  /** The caller's poster key, for the addresses of list posters (`<img>` sends no bearer token). */
  @NoInput()
  @Get('posterKey')
  posterKey(@CurrentUser() user: AuthUser): { key: string; expiresAt: string } {
    return this.posters.posterKey(user.id);
  }

  /**
   * A play's list poster: public at the edge (an `<img>`), the key names the user and the play's access rules
   * decide. Ready: 302 to the stored PNG (content-addressed, cached a year) with the drawing's hash as entity tag,
   * kept privately for a minute and then revalidated (304 while the drawing is unchanged). Not ready yet: G004,
   * never cached, while the render runs.
   */
  @Public()
  @Get('playPoster')
  async playPoster(
    @Input(playPosterSchema) input: z.infer<typeof playPosterSchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: Reply,
  ): Promise<void> {
    const poster = await this.posters.poster(input);
    if (poster.status === 'pending') {
      reply.header('cache-control', 'no-store');
      throw new AppError('G004', { message: 'The poster of this play is not ready yet' });
    }
    reply.header('etag', poster.etag).header('cache-control', 'private, max-age=60');
    if (etagMatches(ifNoneMatch, poster.etag)) {
      reply.status(304).send();
      return;
    }
    reply.status(302).header('location', poster.location).send();
  }
}
