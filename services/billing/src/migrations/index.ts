import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { BillingInitial1765100000100 } from './1765100000100-billing-initial';

export const billingMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  BillingInitial1765100000100,
];
