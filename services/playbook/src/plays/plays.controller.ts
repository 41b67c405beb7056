import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import {
  copyPlaySchema,
  deletePlaySchema,
  getPlaySchema,
  saveNewPlaySchema,
  updatePlayMetadataSchema,
  updatePlaySchema,
} from './dto/plays.dto';
import { PlaysService } from './plays.service';

@Controller('api/playbook')
export class PlaysController {
  constructor(private readonly plays: PlaysService) {}

  @Get('getPlay')
  getPlay(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(getPlaySchema, query);
    return this.plays.getPlay(user, input.playbookId, input.playId);
  }

  @HttpCode(200)
  @Post('saveNewPlay')
  saveNewPlay(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(saveNewPlaySchema, body);
    return this.plays.saveNewPlay(user, input.play, input.playbookId);
  }

  @HttpCode(200)
  @Post('updatePlay')
  updatePlay(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(updatePlaySchema, body);
    return this.plays.updatePlay(user, input.playbookId, input.play, input.autosave);
  }

  @HttpCode(200)
  @Post('deletePlay')
  deletePlay(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(deletePlaySchema, body);
    return this.plays.deletePlay(user, input.playbookId, input.playId);
  }

  @HttpCode(200)
  @Post('updatePlayMetadata')
  updatePlayMetadata(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.plays.updatePlayMetadata(user, parseInput(updatePlayMetadataSchema, body));
  }

  @HttpCode(200)
  @Post('copyPlay')
  copyPlay(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.plays.copyPlay(user, parseInput(copyPlaySchema, body));
  }
}
