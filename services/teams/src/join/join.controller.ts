import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { joinTeamLinkSchema, joinTeamSchema } from './join.dto';
import { type JoinResultDto, JoinService } from './join.service';

@Controller('api/teams')
export class JoinController {
  constructor(private readonly join: JoinService) {}

  @Post('joinTeam')
  @HttpCode(200)
  joinTeam(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<JoinResultDto> {
    return this.join.joinTeam(user, parseInput(joinTeamSchema, body).teamKey);
  }

  @Post('joinTeamLink')
  @HttpCode(200)
  joinTeamLink(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<JoinResultDto> {
    const input = parseInput(joinTeamLinkSchema, body);
    return this.join.joinTeamLink(user, input.entityId, input.linkCode);
  }
}
