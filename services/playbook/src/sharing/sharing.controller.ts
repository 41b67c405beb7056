import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import {
  getSharedPlaySchema,
  getSharedStatusSchema,
  saveSharedPlaySchema,
  shareItemsSchema,
} from './dto/sharing.dto';
import { SharingService } from './sharing.service';

@Controller('api/playbook')
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @HttpCode(200)
  @Post('shareItems')
  shareItems(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.sharing.shareItems(user, parseInput(shareItemsSchema, body));
  }

  @Get('getSharedStatus')
  getSharedStatus(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(getSharedStatusSchema, query);
    return this.sharing.getSharedStatus(user, input.playId, input.teamIds);
  }

  @Get('getSharedPlay')
  getSharedPlay(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    return this.sharing.getSharedPlay(user, parseInput(getSharedPlaySchema, query));
  }

  @HttpCode(200)
  @Post('saveSharedPlay')
  saveSharedPlay(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return this.sharing.saveSharedPlay(user, parseInput(saveSharedPlaySchema, body));
  }
}
