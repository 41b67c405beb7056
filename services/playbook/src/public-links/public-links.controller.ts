import type { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import { getPublicShareLinkSchema, getPublicSharedPlaySchema } from './dto/public-links.dto';
import { PublicLinksService } from './public-links.service';

@Controller('api/playbook')
export class PublicLinksController {
  constructor(private readonly links: PublicLinksService) {}

  @Get('getPublicShareLink')
  getPublicShareLink(
    @CurrentUser() user: AuthUser,
    @Input(getPublicShareLinkSchema) input: z.infer<typeof getPublicShareLinkSchema>,
  ) {
    return this.links.getPublicShareLink(user, input);
  }

  /** Anonymous: the /play?l= page works signed out (also listed in the gateway's anonymous calls). */
  @Public()
  @Get('getPublicSharedPlay')
  getPublicSharedPlay(@Input(getPublicSharedPlaySchema) input: z.infer<typeof getPublicSharedPlaySchema>) {
    return this.links.getPublicSharedPlay(input.linkId);
  }
}
