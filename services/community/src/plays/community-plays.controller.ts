import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { type Caller, CurrentCaller } from '../http/caller.decorator';
import { CommunityPlaysService } from './community-plays.service';
import {
  communityPlayIdSchema,
  getCommunityHomepageSchema,
  getCommunityPlaybookSchema,
  shareToCommunitySchema,
} from './dto/community-plays.dto';

/**
 * Community plays. Every route is @Public: reads are anonymous (and listed in the gateway's anonymous calls);
 * contributions answer the spec's sign-up prompt themselves when no valid token came along.
 */
@Public()
@Controller('api/community')
export class CommunityPlaysController {
  constructor(private readonly plays: CommunityPlaysService) {}

  @Post('shareToCommunity')
  @HttpCode(200)
  shareToCommunity(
    @CurrentCaller() caller: Caller,
    @Input(shareToCommunitySchema) input: z.infer<typeof shareToCommunitySchema>,
  ) {
    return this.plays.share(caller, input);
  }

  @Get('getCommunityPlaybook')
  getCommunityPlaybook(@Input(getCommunityPlaybookSchema) input: z.infer<typeof getCommunityPlaybookSchema>) {
    return this.plays.section(input.section, input.page, input.sport);
  }

  @Get('getCommunityHomepage')
  getCommunityHomepage(@Input(getCommunityHomepageSchema) input: z.infer<typeof getCommunityHomepageSchema>) {
    return this.plays.homepage(input.sport);
  }

  @Get('getCommunityPlay')
  getCommunityPlay(
    @CurrentCaller() caller: Caller,
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
  ) {
    return this.plays.get(caller, input.id);
  }

  @Post('copyCommunityPlay')
  @HttpCode(200)
  copyCommunityPlay(
    @CurrentCaller() caller: Caller,
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
  ) {
    return this.plays.copy(caller, input.id);
  }

  /** The author, or an admin of the play's program, takes a community play down. */
  @Post('takeDownCommunityPlay')
  @HttpCode(200)
  takeDownCommunityPlay(
    @CurrentCaller() caller: Caller,
    @Input(communityPlayIdSchema) input: z.infer<typeof communityPlayIdSchema>,
  ) {
    return this.plays.takeDown(caller, input.id);
  }
}
