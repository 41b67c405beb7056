import { platformMigrations } from '@chalktalk/platform';
import { PlaybookInitial1763800000200 } from './1763800000200-playbook-initial';
import { TeamProjectionState1763800000210 } from '../team-projection/team-projection.migration';

export const playbookMigrations = [
  ...platformMigrations,
  PlaybookInitial1763800000200,
  TeamProjectionState1763800000210,
];
