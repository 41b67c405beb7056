import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const searchMigrations = [...platformMigrations, ...teamProjectionMigrations];
