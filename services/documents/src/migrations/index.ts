import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const documentsMigrations = [...platformMigrations, ...teamProjectionMigrations];
