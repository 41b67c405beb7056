import type { z } from 'zod';
import { Controller, Get, Headers, Res } from '@nestjs/common';
import { Input, Public, sendPoster } from '@chalktalk/platform';
import { communityPlayIdSchema } from '../plays/dto/community-plays.dto';
import { CommunityPostersService } from './community-posters.service';

@Controller('api/community')
export class CommunityPostersController {
  constructor(private readonly posters: CommunityPostersService) {}

  /** A community play's list poster (an `<img>`, anonymous): id = the community play's. */
  @Public()
  @Get('playPoster')
  async playPoster(
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: Parameters<typeof sendPoster>[0],
  ): Promise<void> {
    sendPoster(reply, await this.posters.poster(input.id), ifNoneMatch, 'public');
  }
}
