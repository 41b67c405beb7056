import { platformMigrations } from '@chalktalk/platform';
import { TeamsInitial1763800000100 } from './1763800000100-teams-initial';
import { TeamsMembershipRoster1763800000110 } from './1763800000110-teams-membership-roster';
import { TeamsProgramAdmins1763800000120 } from './1763800000120-teams-program-admins';

export const teamsMigrations = [
  ...platformMigrations,
  TeamsInitial1763800000100,
  TeamsMembershipRoster1763800000110,
  TeamsProgramAdmins1763800000120,
];
