import { Controller, Get, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput, Public } from '@chalktalk/platform';
import { getPublicShareLinkSchema, getPublicSharedPlaySchema } from './dto/public-links.dto';
import { PublicLinksService } from './public-links.service';

@Controller('api/playbook')
export class PublicLinksController {
  constructor(private readonly links: PublicLinksService) {}

  @Get('getPublicShareLink')
  getPublicShareLink(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.links.getPublicShareLink(user, parseInput(getPublicShareLinkSchema, query));
  }

  /** Anonymous: the /play?l= page works signed out (also listed in the gateway's anonymous calls). */
  @Public()
  @Get('getPublicSharedPlay')
  getPublicSharedPlay(@Query() query: unknown) {
    return this.links.getPublicSharedPlay(parseInput(getPublicSharedPlaySchema, query).linkId);
  }
}
