import { platformMigrations } from '@chalktalk/platform';
import { TeamsInitial1763800000100 } from './1763800000100-teams-initial';

export const teamsMigrations = [...platformMigrations, TeamsInitial1763800000100];
