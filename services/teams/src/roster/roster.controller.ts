import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import {
  addRosterContactSchema,
  addRosterPlayerSchema,
  removeTeamPlayersSchema,
  rosterReadSchema,
  updateRosterPlayerSchema,
} from './roster.dto';
import { RosterService } from './roster.service';

/** The roster calls that replace the original's direct reads and writes of the roster collections. */
@Controller('api/teams')
export class RosterController {
  constructor(private readonly roster: RosterService) {}

  @Get('getRoster')
  getRoster(@CurrentUser() user: AuthUser, @Input(rosterReadSchema) input: z.infer<typeof rosterReadSchema>) {
    return this.roster.getRoster(user, input.teamId);
  }

  @Get('getPendingRoster')
  getPendingRoster(
    @CurrentUser() user: AuthUser,
    @Input(rosterReadSchema) input: z.infer<typeof rosterReadSchema>,
  ) {
    return this.roster.getPendingRoster(user, input.teamId);
  }

  @Post('addRosterPlayer')
  @HttpCode(200)
  addRosterPlayer(
    @CurrentUser() user: AuthUser,
    @Input(addRosterPlayerSchema) input: z.infer<typeof addRosterPlayerSchema>,
  ) {
    return this.roster.addRosterPlayer(user, input);
  }

  @Post('updateRosterPlayer')
  @HttpCode(200)
  updateRosterPlayer(
    @CurrentUser() user: AuthUser,
    @Input(updateRosterPlayerSchema) input: z.infer<typeof updateRosterPlayerSchema>,
  ) {
    return this.roster.updateRosterPlayer(user, input);
  }

  @Post('addRosterContact')
  @HttpCode(200)
  addRosterContact(
    @CurrentUser() user: AuthUser,
    @Input(addRosterContactSchema) input: z.infer<typeof addRosterContactSchema>,
  ) {
    return this.roster.addRosterContact(user, input);
  }

  @Post('removeTeamPlayers')
  @HttpCode(200)
  removeTeamPlayers(
    @CurrentUser() user: AuthUser,
    @Input(removeTeamPlayersSchema) input: z.infer<typeof removeTeamPlayersSchema>,
  ) {
    return this.roster.removeTeamPlayers(user, input);
  }
}
