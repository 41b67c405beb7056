import type { z } from 'zod';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { joinTeamLinkSchema, joinTeamSchema } from './join.dto';
import type { JoinResultDto } from './join-result.dto';
import { JoinService } from './join.service';

@Controller('api/teams')
export class JoinController {
  constructor(private readonly join: JoinService) {}

  @Post('joinTeam')
  @HttpCode(200)
  joinTeam(
    @CurrentUser() user: AuthUser,
    @Input(joinTeamSchema) input: z.infer<typeof joinTeamSchema>,
  ): Promise<JoinResultDto> {
    return this.join.joinTeam(user, input.teamKey);
  }

  @Post('joinTeamLink')
  @HttpCode(200)
  joinTeamLink(
    @CurrentUser() user: AuthUser,
    @Input(joinTeamLinkSchema) input: z.infer<typeof joinTeamLinkSchema>,
  ): Promise<JoinResultDto> {
    return this.join.joinTeamLink(user, input.entityId, input.linkCode);
  }
}
