import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { Community1764900000000 } from './1764900000000-community';

export const communityMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  Community1764900000000,
];
