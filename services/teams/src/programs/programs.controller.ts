import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import type { CreateProgramResultDto } from '../teams/dto/team.dto';
import { createProgramSchema } from './create-program.dto';
import { ProgramsService } from './programs.service';
import { updateProgramTeamsSchema } from './update-program-teams.dto';

@Controller('api/teams')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Post('createProgram')
  @HttpCode(200)
  createProgram(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<CreateProgramResultDto> {
    return this.programs.createProgram(user, parseInput(createProgramSchema, body));
  }

  @Post('updateProgramTeams')
  @HttpCode(200)
  updateProgramTeams(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<CreateProgramResultDto> {
    return this.programs.updateProgramTeams(user, parseInput(updateProgramTeamsSchema, body));
  }
}
