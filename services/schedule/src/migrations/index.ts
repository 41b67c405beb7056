import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const scheduleMigrations = [...platformMigrations, ...teamProjectionMigrations];
