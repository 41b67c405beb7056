import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { RenderConfig } from './config';
import { RENDER_SERVICE, RenderServiceModule } from './render-service.module';

/** Builds the render app without listening; main.ts and the embedded runner both start it. */
export function createRenderApp(config: RenderConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: RENDER_SERVICE, module: renderRootModule(config), config });
}

/** The service's root module bound to its configuration. */
export function renderRootModule(config: RenderConfig): Type<unknown> {
  @Module({ imports: [RenderServiceModule.forRoot(config)] })
  class RenderRootModule {}
  return RenderRootModule;
}
