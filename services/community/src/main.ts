import { runService } from '@chalktalk/platform';
import { communityRootModule } from './app';
import { loadCommunityConfig } from './config';
import { COMMUNITY_SERVICE } from './community-service.module';

const config = loadCommunityConfig();
runService({ name: COMMUNITY_SERVICE, module: communityRootModule(config), config }).catch(() =>
  process.exit(1),
);
