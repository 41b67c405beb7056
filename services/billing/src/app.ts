import { Module, type Type } from '@nestjs/common';
import { createServiceApp } from '@chalktalk/platform';
import type { BillingConfig } from './config';
import { BILLING_SERVICE, BillingServiceModule } from './billing-service.module';

/** Builds the billing app without listening; main.ts and the embedded runner both start it. */
export function createBillingApp(config: BillingConfig): ReturnType<typeof createServiceApp> {
  return createServiceApp({ name: BILLING_SERVICE, module: billingRootModule(config), config });
}

/** The service's root module bound to its configuration (Nest builds modules from classes, config arrives late). */
export function billingRootModule(config: BillingConfig): Type<unknown> {
  @Module({ imports: [BillingServiceModule.forRoot(config)] })
  class BillingRootModule {}
  return BillingRootModule;
}
