import { createLogger } from '@chalktalk/platform';
import { createNotificationsApp } from './app';
import { loadNotificationsConfig } from './config';

// As runService, through createNotificationsApp (it adds the form parser one-click unsubscribe needs).
const logger = createLogger('notifications');
const config = loadNotificationsConfig();
createNotificationsApp(config)
  .then(async (app) => {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info({ url: await app.getUrl() }, 'notifications ready');
  })
  .catch((error: unknown) => {
    logger.fatal({ err: error }, 'notifications failed to start');
    process.exit(1);
  });
