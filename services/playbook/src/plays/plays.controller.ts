import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
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
  getPlay(@CurrentUser() user: AuthUser, @Input(getPlaySchema) input: z.infer<typeof getPlaySchema>) {
    return this.plays.getPlay(user, input.playbookId, input.playId);
  }

  @HttpCode(200)
  @Post('saveNewPlay')
  saveNewPlay(
    @CurrentUser() user: AuthUser,
    @Input(saveNewPlaySchema) input: z.infer<typeof saveNewPlaySchema>,
  ) {
    return this.plays.saveNewPlay(user, input.play, input.playbookId);
  }

  @HttpCode(200)
  @Post('updatePlay')
  updatePlay(
    @CurrentUser() user: AuthUser,
    @Input(updatePlaySchema) input: z.infer<typeof updatePlaySchema>,
  ) {
    return this.plays.updatePlay(user, input.playbookId, input.play, input.autosave);
  }

  @HttpCode(200)
  @Post('deletePlay')
  deletePlay(
    @CurrentUser() user: AuthUser,
    @Input(deletePlaySchema) input: z.infer<typeof deletePlaySchema>,
  ) {
    return this.plays.deletePlay(user, input.playbookId, input.playId);
  }

  @HttpCode(200)
  @Post('updatePlayMetadata')
  updatePlayMetadata(
    @CurrentUser() user: AuthUser,
    @Input(updatePlayMetadataSchema) input: z.infer<typeof updatePlayMetadataSchema>,
  ) {
    return this.plays.updatePlayMetadata(user, input);
  }

  @HttpCode(200)
  @Post('copyPlay')
  copyPlay(@CurrentUser() user: AuthUser, @Input(copyPlaySchema) input: z.infer<typeof copyPlaySchema>) {
    return this.plays.copyPlay(user, input);
  }
}
