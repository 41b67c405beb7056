import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { PlaybookConfig } from './config';
import { PLAYBOOK_SERVICE, PlaybookServiceModule } from './playbook-service.module';

/** Builds the playbook app without listening; main.ts and the embedded runner both start it. */
export function createPlaybookApp(config: PlaybookConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: PLAYBOOK_SERVICE, module: playbookRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function playbookRootModule(config: PlaybookConfig): Type<unknown> {
  @Module({ imports: [PlaybookServiceModule.forRoot(config)] })
  class PlaybookRootModule {}
  return PlaybookRootModule;
}
