import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { NotificationsConfig } from './config';
import {
  NOTIFICATIONS_SERVICE,
  NotificationsModule,
  type NotificationsModuleOptions,
} from './notifications.module';

/** Builds the notifications app without listening; main.ts and the embedded runner both start it. */
export async function createNotificationsApp(
  config: NotificationsConfig,
  options: NotificationsModuleOptions = {},
): Promise<Awaited<ReturnType<typeof createServiceApp>>> {
  const app = await createServiceApp({
    name: NOTIFICATIONS_SERVICE,
    module: notificationsRootModule(config, options),
    config,
  });
  // RFC 8058: mail clients unsubscribe with a form POST (body List-Unsubscribe=One-Click); the call reads only
  // its query string, the form body is accepted (size-limited) and ignored otherwise.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request: unknown, body: string | Buffer, done: (err: Error | null, value?: unknown) => void) =>
        done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );
  return app;
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
