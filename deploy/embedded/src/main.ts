import { createLogger } from '@chalktalk/platform';
import { loadEmbeddedConfig } from './config';
import { startEmbedded } from './runner';

startEmbedded(loadEmbeddedConfig()).catch((error: unknown) => {
  createLogger('embedded').fatal({ err: error }, 'embedded runner failed to start');
  process.exit(1);
});
