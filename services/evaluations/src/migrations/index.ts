import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { Evaluations1765000000000 } from './1765000000000-evaluations';

export const evaluationsMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  Evaluations1765000000000,
];
