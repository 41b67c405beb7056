import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';

export const communityMigrations = [...platformMigrations, ...teamProjectionMigrations];
