import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser, parseInput } from '@chalktalk/platform';
import {
  getViewedPlaysSchema,
  getViewerDetailsSchema,
  getViewershipProfileSchema,
  sendStudyReminderSchema,
} from './dto/viewers.dto';
import { ViewersService } from './viewers.service';

@Controller('api/playbook')
export class ViewersController {
  constructor(private readonly viewers: ViewersService) {}

  @Get('getViewedPlays')
  getViewedPlays(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(getViewedPlaysSchema, query);
    return this.viewers.getViewedPlays(user, input.teamId, input.folderId);
  }

  @Get('getViewerDetails')
  getViewerDetails(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(getViewerDetailsSchema, query);
    return this.viewers.getViewerDetails(user, input.teamId, input.playId);
  }

  @Get('getViewershipProfile')
  getViewershipProfile(@CurrentUser() user: AuthUser, @Query() query: unknown) {
    const input = parseInput(getViewershipProfileSchema, query);
    return this.viewers.getViewershipProfile(user, input.teamId, input.personUID);
  }

  @HttpCode(200)
  @Post('sendStudyReminder')
  sendStudyReminder(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    const input = parseInput(sendStudyReminderSchema, body);
    return this.viewers.sendStudyReminder(user, input.teamId, input.plays);
  }
}
