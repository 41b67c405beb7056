import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { BillingInitial1765100000100 } from './1765100000100-billing-initial';
import { BillingPendingChanges1765100000110 } from './1765100000110-billing-pending-changes';

export const billingMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  BillingInitial1765100000100,
  BillingPendingChanges1765100000110,
];
