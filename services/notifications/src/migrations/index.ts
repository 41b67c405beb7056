import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { NotificationsInitial1764000100000 } from './1764000100000-notifications-initial';
import { NotificationsTeamMail1764000100100 } from './1764000100100-notifications-team-mail';
import { NotificationsStudyReminders1764000100200 } from './1764000100200-notifications-study-reminders';
import { NotificationsTeamEditionPrograms1764000100300 } from './1764000100300-notifications-team-edition-programs';
import { NotificationsInbox1764000100400 } from './1764000100400-notifications-inbox';
import { NotificationsPush1764000100500 } from './1764000100500-notifications-push';
import { NotificationsScheduled1764000100600 } from './1764000100600-notifications-scheduled';
import { NotificationsBillingMail1764000100700 } from './1764000100700-notifications-billing-mail';
import { NotificationsUnviewedPlays1764000100800 } from './1764000100800-notifications-unviewed-plays';
import { NotificationsCardExpiring1764000101000 } from './1764000101000-notifications-card-expiring';
import { NotificationsJobParams1764000100900 } from './1764000100900-notifications-job-params';

/** Platform tables first (outbox, inbox), then notifications' own. */
export const notificationsMigrations = [
  ...platformMigrations,
  NotificationsInitial1764000100000,
  NotificationsTeamMail1764000100100,
  NotificationsStudyReminders1764000100200,
  NotificationsTeamEditionPrograms1764000100300,
  NotificationsInbox1764000100400,
  NotificationsPush1764000100500,
  NotificationsScheduled1764000100600,
  NotificationsBillingMail1764000100700,
  NotificationsUnviewedPlays1764000100800,
  NotificationsJobParams1764000100900,
  NotificationsCardExpiring1764000101000,
  ...teamProjectionMigrations,
];
