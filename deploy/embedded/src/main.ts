import { createLogger, isShuttingDown } from '@chalktalk/platform';
import { loadEmbeddedConfig } from './config';
import { startEmbedded } from './runner';

startEmbedded(loadEmbeddedConfig()).catch((error: unknown) => {
  // Ctrl-C during start-up (say, while the demo data is being created) fails the start-up's calls: a stop,
  // not a failure. Exit now rather than wait for connections the unfinished start-up still holds; the 'exit'
  // hook stops Postgres, and events not yet delivered stay in the outboxes for the next start.
  if (isShuttingDown()) {
    createLogger('embedded').info('start-up interrupted by shutdown');
    process.exit(0);
  }
  createLogger('embedded').fatal({ err: error }, 'embedded runner failed to start');
  process.exit(1);
});
