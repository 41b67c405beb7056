import type { z } from 'zod';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import type { CreateProgramResultDto } from '../teams/dto/team.dto';
import { createProgramSchema } from './create-program.dto';
import { ProgramsService } from './programs.service';
import { updateProgramTeamsSchema } from './update-program-teams.dto';

@Controller('api/teams')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Post('createProgram')
  @HttpCode(200)
  createProgram(
    @CurrentUser() user: AuthUser,
    @Input(createProgramSchema) input: z.infer<typeof createProgramSchema>,
  ): Promise<CreateProgramResultDto> {
    return this.programs.createProgram(user, input);
  }

  @Post('updateProgramTeams')
  @HttpCode(200)
  updateProgramTeams(
    @CurrentUser() user: AuthUser,
    @Input(updateProgramTeamsSchema) input: z.infer<typeof updateProgramTeamsSchema>,
  ): Promise<CreateProgramResultDto> {
    return this.programs.updateProgramTeams(user, input);
  }
}
