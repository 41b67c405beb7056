import { runService } from '@chalktalk/platform';
import { evaluationsRootModule } from './app';
import { loadEvaluationsConfig } from './config';
import { EVALUATIONS_SERVICE } from './evaluations-service.module';

const config = loadEvaluationsConfig();
runService({ name: EVALUATIONS_SERVICE, module: evaluationsRootModule(config), config }).catch(() =>
  process.exit(1),
);
