import { platformMigrations, teamProjectionMigrations } from '@chalktalk/platform';
import { ScheduleEvents1764900000100 } from './1764900000100-schedule-events';
import { ScheduleCalendarFeeds1764900000200 } from './1764900000200-calendar-feeds';
import { SchedulePracticePlans1764900000300 } from './1764900000300-practice-plans';
import { ScheduleScoutingReports1764900000400 } from './1764900000400-scouting-reports';
import { ScheduleRsvpCounts1764900000500 } from './1764900000500-rsvp-counts';
import { ScheduleCalendarCells1764900000600 } from './1764900000600-calendar-cells';
import { ScheduleCalendarVersions1764900000700 } from './1764900000700-calendar-versions';
import { SchedulePracticeTemplateVersions1764900000810 } from './1764900000810-practice-template-versions';

export const scheduleMigrations = [
  ...platformMigrations,
  ...teamProjectionMigrations,
  ScheduleEvents1764900000100,
  ScheduleCalendarFeeds1764900000200,
  SchedulePracticePlans1764900000300,
  ScheduleScoutingReports1764900000400,
  ScheduleRsvpCounts1764900000500,
  ScheduleCalendarCells1764900000600,
  ScheduleCalendarVersions1764900000700,
  SchedulePracticeTemplateVersions1764900000810,
];
