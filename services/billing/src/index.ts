export { createBillingApp, billingRootModule } from './app';
export { loadBillingConfig, billingConfigSchema, type BillingConfig } from './config';
export { BILLING_SERVICE, BillingServiceModule } from './billing-service.module';
export { LapseChecker } from './subscriptions/lapse-checker';
