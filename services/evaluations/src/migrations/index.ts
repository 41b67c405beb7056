import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const evaluationsMigrations = [...platformMigrations, ...teamProjectionMigrations];
