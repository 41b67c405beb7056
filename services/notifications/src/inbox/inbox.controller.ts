import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { getNotificationsSchema, markNotificationsReadSchema } from './inbox.dto';
import { InboxService } from './inbox.service';

@Controller('api/notifications')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get('getNotifications')
  getNotifications(
    @CurrentUser() user: AuthUser,
    @Input(getNotificationsSchema) input: z.infer<typeof getNotificationsSchema>,
  ) {
    return this.inbox.list(user.id, input);
  }

  @Get('getUnreadCount')
  @NoInput()
  getUnreadCount(@CurrentUser() user: AuthUser) {
    return this.inbox.unreadCount(user.id);
  }

  @Post('markNotificationsRead')
  @HttpCode(200)
  markNotificationsRead(
    @CurrentUser() user: AuthUser,
    @Input(markNotificationsReadSchema) input: z.infer<typeof markNotificationsReadSchema>,
  ) {
    return this.inbox.markRead(user.id, input);
  }

  @Post('markAllNotificationsRead')
  @HttpCode(200)
  @NoInput()
  markAllNotificationsRead(@CurrentUser() user: AuthUser) {
    return this.inbox.markAllRead(user.id);
  }
}
