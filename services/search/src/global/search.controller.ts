import { Controller, Get } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import type { z } from 'zod';
import { communitySearchSchema, globalSearchSchema } from './search.dto';
import { SearchService } from './search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  /** GET search/global (spec document 1 section 7): posts, events, roster, plays the user may see. */
  @Get('global')
  global(
    @CurrentUser() user: AuthUser,
    @Input(globalSearchSchema, 'query') input: z.infer<typeof globalSearchSchema>,
  ) {
    return this.search.global(user.id, input);
  }

  /** GET search/community (spec document 3 section 7): anonymous, like every community read. */
  @Public()
  @Get('community')
  community(@Input(communitySearchSchema, 'query') input: z.infer<typeof communitySearchSchema>) {
    return this.search.community(input);
  }
}
