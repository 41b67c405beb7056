import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import { createProgramSchema } from './dto/create-program.dto';
import type { CreateProgramResultDto, RetrieveTeamsDto } from './dto/team.dto';
import { TeamsService } from './teams.service';

@Controller('api/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Post('createProgram')
  @HttpCode(200)
  createProgram(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<CreateProgramResultDto> {
    return this.teams.createProgram(user, parseInput(createProgramSchema, body));
  }

  @Get('retrieveTeams')
  retrieveTeams(@CurrentUser() user: AuthUser): Promise<RetrieveTeamsDto> {
    return this.teams.retrieveTeams(user);
  }
}
