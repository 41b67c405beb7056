import type { z } from 'zod';
import { Controller, Get } from '@nestjs/common';
import { Answer, type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { getTeamPlaybookSchema } from './dto/get-team-playbook.dto';
import { playbookAnswerSchema } from './dto/playbook-answers.dto';
import type { PersonalPlaybookDto, TeamPlaybookDto } from './dto/playbook.dto';
import { PlaybooksService } from './playbooks.service';

@Controller('api/playbook')
export class PlaybooksController {
  constructor(private readonly playbooks: PlaybooksService) {}

  @Get('getTeamPlaybook')
  @Answer(playbookAnswerSchema)
  getTeamPlaybook(
    @CurrentUser() user: AuthUser,
    @Input(getTeamPlaybookSchema) input: z.infer<typeof getTeamPlaybookSchema>,
  ): Promise<{ playbook: TeamPlaybookDto }> {
    return this.playbooks.getTeamPlaybook(user, input.teamId);
  }

  @NoInput()
  @Get('getMyPlaybook')
  @Answer(playbookAnswerSchema, {
    createFolder: { call: 'playbook/createFolder', body: { playbookId: '$response.body#/playbook/id' } },
  })
  getMyPlaybook(@CurrentUser() user: AuthUser): Promise<{ playbook: PersonalPlaybookDto }> {
    return this.playbooks.getMyPlaybook(user);
  }
}
