import { type DynamicModule, Module } from '@nestjs/common';
import {
  platformEntities,
  serviceModule,
  teamProjectionEntities,
  TeamProjectionModule,
} from '@chalktalk/platform';
import { SCHEDULE_CONFIG, type ScheduleConfig } from './config';
import { scheduleMigrations } from './migrations';
import { AttendanceEntity } from './attendance/attendance.entity';
import { CustomEventTypeEntity } from './events/custom-event-type.entity';
import { EventEntity } from './events/event.entity';
import { EventsModule } from './events/events.module';
import { CalendarFeedEntity } from './feeds/calendar-feed.entity';
import { FeedsModule } from './feeds/feeds.module';
import { PracticeTemplateEntity } from './practice/practice-template.entity';
import { PlacesModule } from './places/places.module';
import { PracticeModule } from './practice/practice.module';
import { RsvpEntity } from './rsvp/rsvp.entity';
import { RsvpModule } from './rsvp/rsvp.module';
import { ScoutingReportEntity } from './scouting/scouting-report.entity';
import { ScoutingModule } from './scouting/scouting.module';
import { ScheduleSnapshotsModule } from './snapshots/schedule-snapshots.module';

export const SCHEDULE_SERVICE = 'schedule';

export const scheduleEntities = [
  ...platformEntities,
  ...teamProjectionEntities,
  EventEntity,
  CustomEventTypeEntity,
  RsvpEntity,
  AttendanceEntity,
  CalendarFeedEntity,
  PracticeTemplateEntity,
  ScoutingReportEntity,
];

@Module({})
export class ScheduleServiceModule {
  static forRoot(config: ScheduleConfig): DynamicModule {
    return serviceModule(ScheduleServiceModule, {
      service: SCHEDULE_SERVICE,
      config,
      configToken: SCHEDULE_CONFIG,
      entities: scheduleEntities,
      migrations: scheduleMigrations,
      imports: [
        TeamProjectionModule,
        EventsModule,
        RsvpModule,
        FeedsModule,
        PracticeModule,
        ScoutingModule,
        PlacesModule,
        ScheduleSnapshotsModule,
      ],
    });
  }
}
