import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const billingMigrations = [...platformMigrations, ...teamProjectionMigrations];
