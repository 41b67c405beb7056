import { CALL_BODY_LIMITS } from '@chalktalk/domain';
import { runService } from '@chalktalk/platform';
import { documentsRootModule } from './app';
import { loadDocumentsConfig } from './config';
import { DOCUMENTS_SERVICE } from './documents-service.module';

const config = loadDocumentsConfig();
runService({
  name: DOCUMENTS_SERVICE,
  module: documentsRootModule(config),
  config,
  callBodyLimits: CALL_BODY_LIMITS,
}).catch(() => process.exit(1));
