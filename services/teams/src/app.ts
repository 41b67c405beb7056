import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { TeamsConfig } from './config';
import { TEAMS_SERVICE, TeamsServiceModule } from './teams-service.module';

/** Builds the teams app without listening; main.ts and the embedded runner both start it. */
export function createTeamsApp(config: TeamsConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: TEAMS_SERVICE, module: teamsRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function teamsRootModule(config: TeamsConfig): Type<unknown> {
  @Module({ imports: [TeamsServiceModule.forRoot(config)] })
  class TeamsRootModule {}
  return TeamsRootModule;
}
