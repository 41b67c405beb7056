import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
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
  getViewedPlays(
    @CurrentUser() user: AuthUser,
    @Input(getViewedPlaysSchema) input: z.infer<typeof getViewedPlaysSchema>,
  ) {
    return this.viewers.getViewedPlays(user, input.teamId, input.folderId);
  }

  @Get('getViewerDetails')
  getViewerDetails(
    @CurrentUser() user: AuthUser,
    @Input(getViewerDetailsSchema) input: z.infer<typeof getViewerDetailsSchema>,
  ) {
    return this.viewers.getViewerDetails(user, input.teamId, input.playId);
  }

  @Get('getViewershipProfile')
  getViewershipProfile(
    @CurrentUser() user: AuthUser,
    @Input(getViewershipProfileSchema) input: z.infer<typeof getViewershipProfileSchema>,
  ) {
    return this.viewers.getViewershipProfile(user, input.teamId, input.personUID);
  }

  @HttpCode(200)
  @Post('sendStudyReminder')
  sendStudyReminder(
    @CurrentUser() user: AuthUser,
    @Input(sendStudyReminderSchema) input: z.infer<typeof sendStudyReminderSchema>,
  ) {
    return this.viewers.sendStudyReminder(user, input.teamId, input.plays);
  }
}
