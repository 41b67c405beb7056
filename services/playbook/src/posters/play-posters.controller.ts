import type { z } from 'zod';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput, Public, sendPoster } from '@chalktalk/platform';
import { playPosterSchema } from './play-posters.dto';
import { PlayPostersService } from './play-posters.service';

@Controller('api/playbook')
export class PlayPostersController {
  constructor(private readonly posters: PlayPostersService) {}

  /** The caller's poster key, for the addresses of list posters (`<img>` sends no bearer token). */
  @NoInput()
  @Get('posterKey')
  posterKey(@CurrentUser() user: AuthUser): { key: string; expiresAt: string } {
    return this.posters.posterKey(user.id);
  }

  /** A play's list poster: public at the edge (an `<img>`); the key names the user, the play's access rules decide. */
  @Public()
  @Get('playPoster')
  async playPoster(
    @Input(playPosterSchema) input: z.infer<typeof playPosterSchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: Parameters<typeof sendPoster>[0],
  ): Promise<void> {
    sendPoster(reply, await this.posters.poster(input), ifNoneMatch, 'private');
  }
}
