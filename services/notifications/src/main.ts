import { runService } from '@chalktalk/platform';
import { notificationsRootModule } from './app';
import { loadNotificationsConfig } from './config';

const config = loadNotificationsConfig();
runService({ name: 'notifications', module: notificationsRootModule(config), config }).catch(() =>
  process.exit(1),
);
