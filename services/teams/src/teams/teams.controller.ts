import { Controller, Get } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import { z } from 'zod';
import type { RetrieveTeamsDto } from './dto/team.dto';
import { TeamsService } from './teams.service';

const retrieveTeamsQuery = z.object({
  /** The saved favourite for the current site (the web reads it from the profile's favoriteTeams). */
  favoriteTeamId: z.string().max(100).optional(),
});

@Controller('api/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get('retrieveTeams')
  retrieveTeams(
    @CurrentUser() user: AuthUser,
    @Input(retrieveTeamsQuery) input: z.infer<typeof retrieveTeamsQuery>,
  ): Promise<RetrieveTeamsDto> {
    return this.teams.retrieveTeams(user, input.favoriteTeamId);
  }
}
