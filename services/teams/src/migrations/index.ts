import { platformMigrations } from '@chalktalk/platform';
import { TeamsInitial1763800000100 } from './1763800000100-teams-initial';
import { TeamsMembershipRoster1763800000110 } from './1763800000110-teams-membership-roster';
import { TeamsProgramAdmins1763800000120 } from './1763800000120-teams-program-admins';
import { TeamsBillingGuard1763800000130 } from './1763800000130-teams-billing-guard';
import { TeamsPaidState1763800000140 } from './1763800000140-teams-paid-state';
import { TeamsTimeZone1764900000150 } from './1764900000150-teams-time-zone';
import { TeamsRosterRating1765000000160 } from './1765000000160-teams-roster-rating';

export const teamsMigrations = [
  ...platformMigrations,
  TeamsInitial1763800000100,
  TeamsMembershipRoster1763800000110,
  TeamsProgramAdmins1763800000120,
  TeamsBillingGuard1763800000130,
  TeamsPaidState1763800000140,
  TeamsTimeZone1764900000150,
  TeamsRosterRating1765000000160,
];
