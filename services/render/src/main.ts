import { runService } from '@chalktalk/platform';
import { renderRootModule } from './app';
import { loadRenderConfig } from './config';
import { RENDER_SERVICE } from './render-service.module';

const config = loadRenderConfig();
runService({ name: RENDER_SERVICE, module: renderRootModule(config), config }).catch(() => process.exit(1));
