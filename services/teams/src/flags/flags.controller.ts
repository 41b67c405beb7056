import type { z } from 'zod';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { setTeamFlagSchema, setTeamTimeZoneSchema, updateCoachPlaceholdersSchema } from './flags.dto';
import { FlagsService } from './flags.service';

@Controller('api/teams')
export class FlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Post('setTeamFlag')
  @HttpCode(200)
  setTeamFlag(
    @CurrentUser() user: AuthUser,
    @Input(setTeamFlagSchema) input: z.infer<typeof setTeamFlagSchema>,
  ) {
    return this.flags.setTeamFlag(user, input);
  }

  @Post('setTeamTimeZone')
  @HttpCode(200)
  setTeamTimeZone(
    @CurrentUser() user: AuthUser,
    @Input(setTeamTimeZoneSchema) input: z.infer<typeof setTeamTimeZoneSchema>,
  ) {
    return this.flags.setTeamTimeZone(user, input);
  }

  @Post('updateCoachPlaceholders')
  @HttpCode(200)
  updateCoachPlaceholders(
    @CurrentUser() user: AuthUser,
    @Input(updateCoachPlaceholdersSchema) input: z.infer<typeof updateCoachPlaceholdersSchema>,
  ) {
    return this.flags.updateCoachPlaceholders(user, input);
  }
}
