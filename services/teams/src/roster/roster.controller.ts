import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
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
  getRoster(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.roster.getRoster(user, parseInput(rosterReadSchema, query).teamId);
  }

  @Get('getPendingRoster')
  getPendingRoster(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.roster.getPendingRoster(user, parseInput(rosterReadSchema, query).teamId);
  }

  @Post('addRosterPlayer')
  @HttpCode(200)
  addRosterPlayer(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.roster.addRosterPlayer(user, parseInput(addRosterPlayerSchema, body));
  }

  @Post('updateRosterPlayer')
  @HttpCode(200)
  updateRosterPlayer(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.roster.updateRosterPlayer(user, parseInput(updateRosterPlayerSchema, body));
  }

  @Post('addRosterContact')
  @HttpCode(200)
  addRosterContact(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.roster.addRosterContact(user, parseInput(addRosterContactSchema, body));
  }

  @Post('removeTeamPlayers')
  @HttpCode(200)
  removeTeamPlayers(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.roster.removeTeamPlayers(user, parseInput(removeTeamPlayersSchema, body));
  }
}
