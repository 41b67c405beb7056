import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { saveNotificationSettingsSchema } from './notification-settings.dto';
import { NotificationSettingsService } from './notification-settings.service';

@Controller('api/notifications')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get('getNotificationSettings')
  @NoInput()
  getNotificationSettings(@CurrentUser() user: AuthUser) {
    return this.settings.get(user.id);
  }

  @Post('saveNotificationSettings')
  @HttpCode(200)
  saveNotificationSettings(
    @CurrentUser() user: AuthUser,
    @Input(saveNotificationSettingsSchema) input: z.infer<typeof saveNotificationSettingsSchema>,
  ) {
    return this.settings.save(user.id, input);
  }
}
