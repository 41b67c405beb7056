import { runService } from '@chalktalk/platform';
import { searchRootModule } from './app';
import { loadSearchConfig } from './config';
import { SEARCH_SERVICE } from './search-service.module';

const config = loadSearchConfig();
runService({ name: SEARCH_SERVICE, module: searchRootModule(config), config }).catch(() => process.exit(1));
