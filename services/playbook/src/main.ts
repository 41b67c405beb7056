import { runService } from '@chalktalk/platform';
import { playbookRootModule } from './app';
import { loadPlaybookConfig } from './config';
import { PLAYBOOK_SERVICE } from './playbook-service.module';

const config = loadPlaybookConfig();
runService({ name: PLAYBOOK_SERVICE, module: playbookRootModule(config), config }).catch(() =>
  process.exit(1),
);
