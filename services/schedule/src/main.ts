import { runService } from '@chalktalk/platform';
import { scheduleRootModule } from './app';
import { loadScheduleConfig } from './config';
import { SCHEDULE_SERVICE } from './schedule-service.module';

const config = loadScheduleConfig();
runService({ name: SCHEDULE_SERVICE, module: scheduleRootModule(config), config }).catch(() =>
  process.exit(1),
);
