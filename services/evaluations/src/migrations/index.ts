import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { Evaluations1765000000000 } from './1765000000000-evaluations';
import { DepthChartVersions1765000000100 } from './1765000000100-depth-chart-versions';

export const evaluationsMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  Evaluations1765000000000,
  DepthChartVersions1765000000100,
];
