import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Input, Public } from '@chalktalk/platform';
import { type Caller, CurrentCaller } from '../http/caller.decorator';
import { getCommunityProfileSchema, setupCommunityProfileSchema } from './dto/profiles.dto';
import { ProfilesService } from './profiles.service';

/** Public routes: the service answers the spec's sign-up prompt itself, so the web shows it word for word. */
@Public()
@Controller('api/community')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Post('setupCommunityProfile')
  @HttpCode(200)
  setupCommunityProfile(
    @CurrentCaller() caller: Caller,
    @Input(setupCommunityProfileSchema) input: z.infer<typeof setupCommunityProfileSchema>,
  ) {
    return this.profiles.setup(caller, input);
  }

  @Get('getCommunityProfile')
  getCommunityProfile(
    @CurrentCaller() caller: Caller,
    @Input(getCommunityProfileSchema) input: z.infer<typeof getCommunityProfileSchema>,
  ) {
    return this.profiles.get(caller, input);
  }
}
