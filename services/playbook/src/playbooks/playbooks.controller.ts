import { Controller, Get, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { getTeamPlaybookSchema } from './dto/get-team-playbook.dto';
import type { PersonalPlaybookDto, TeamPlaybookDto } from './dto/playbook.dto';
import { PlaybooksService } from './playbooks.service';

@Controller('api/playbook')
export class PlaybooksController {
  constructor(private readonly playbooks: PlaybooksService) {}

  @Get('getTeamPlaybook')
  getTeamPlaybook(
    @CurrentUser() user: AuthUser,
    @Query() query: unknown,
  ): Promise<{ playbook: TeamPlaybookDto }> {
    return this.playbooks.getTeamPlaybook(user, parseInput(getTeamPlaybookSchema, query).teamId);
  }

  @Get('getMyPlaybook')
  getMyPlaybook(@CurrentUser() user: AuthUser): Promise<{ playbook: PersonalPlaybookDto }> {
    return this.playbooks.getMyPlaybook(user);
  }
}
