import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, NoInput } from '@chalktalk/platform';
import { registerDeviceSchema, unregisterDeviceSchema } from './push.dto';
import { PushService } from './push.service';

@Controller('api/notifications')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('getPushConfig')
  @NoInput()
  getPushConfig(@CurrentUser() _user: AuthUser) {
    return this.push.pushConfig();
  }

  @Get('getNotificationDevices')
  @NoInput()
  getNotificationDevices(@CurrentUser() user: AuthUser) {
    return this.push.list(user.id);
  }

  @Post('registerNotificationDevice')
  @HttpCode(200)
  registerNotificationDevice(
    @CurrentUser() user: AuthUser,
    @Input(registerDeviceSchema) input: z.infer<typeof registerDeviceSchema>,
  ) {
    return this.push.register(user.id, input);
  }

  @Post('unregisterNotificationDevice')
  @HttpCode(200)
  unregisterNotificationDevice(
    @CurrentUser() user: AuthUser,
    @Input(unregisterDeviceSchema) input: z.infer<typeof unregisterDeviceSchema>,
  ) {
    return this.push.unregister(user.id, input);
  }
}
