import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { CommunityConfig } from './config';
import { COMMUNITY_SERVICE, CommunityServiceModule } from './community-service.module';

/** Builds the community app without listening; main.ts and the embedded runner both start it. */
export function createCommunityApp(config: CommunityConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: COMMUNITY_SERVICE, module: communityRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function communityRootModule(config: CommunityConfig): Type<unknown> {
  @Module({ imports: [CommunityServiceModule.forRoot(config)] })
  class CommunityRootModule {}
  return CommunityRootModule;
}
