import { runService } from '@chalktalk/platform';
import { teamsRootModule } from './app';
import { loadTeamsConfig } from './config';
import { TEAMS_SERVICE } from './teams-service.module';

const config = loadTeamsConfig();
runService({ name: TEAMS_SERVICE, module: teamsRootModule(config), config }).catch(() => process.exit(1));
