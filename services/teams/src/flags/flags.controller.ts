import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { setTeamFlagSchema, updateCoachPlaceholdersSchema } from './flags.dto';
import { FlagsService } from './flags.service';

@Controller('api/teams')
export class FlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Post('setTeamFlag')
  @HttpCode(200)
  setTeamFlag(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.flags.setTeamFlag(user, parseInput(setTeamFlagSchema, body));
  }

  @Post('updateCoachPlaceholders')
  @HttpCode(200)
  updateCoachPlaceholders(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.flags.updateCoachPlaceholders(user, parseInput(updateCoachPlaceholdersSchema, body));
  }
}
