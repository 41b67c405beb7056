import { runService } from '@chalktalk/platform';
import { identityRootModule } from './app';
import { loadIdentityConfig } from './config';

const config = loadIdentityConfig();
runService({ name: 'identity', module: identityRootModule(config), config }).catch(() => process.exit(1));
