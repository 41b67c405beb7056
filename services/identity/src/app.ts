import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { IdentityConfig } from './config';
import { IdentityModule } from './identity.module';

export const IDENTITY_SERVICE = 'identity';

/** Builds the identity app without listening; main.ts and the embedded runner both start it. */
export function createIdentityApp(config: IdentityConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: IDENTITY_SERVICE, module: identityRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function identityRootModule(config: IdentityConfig): Type<unknown> {
  @Module({ imports: [IdentityModule.forRoot(config)] })
  class IdentityRootModule {}
  return IdentityRootModule;
}
