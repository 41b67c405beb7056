import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { NotificationsConfig } from './config';
import {
  NOTIFICATIONS_SERVICE,
  NotificationsModule,
  type NotificationsModuleOptions,
} from './notifications.module';

/** Builds the notifications app without listening; main.ts and the embedded runner both start it. */
export function createNotificationsApp(
  config: NotificationsConfig,
  options: NotificationsModuleOptions = {},
): ReturnType<typeof createServiceApp> {
  return createServiceApp({
    name: NOTIFICATIONS_SERVICE,
    module: notificationsRootModule(config, options),
    config,
  });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function notificationsRootModule(
  config: NotificationsConfig,
  options: NotificationsModuleOptions = {},
): Type<unknown> {
  @Module({ imports: [NotificationsModule.forRoot(config, options)] })
  class NotificationsRootModule {}
  return NotificationsRootModule;
}
