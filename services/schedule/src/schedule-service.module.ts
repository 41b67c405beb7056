import { type DynamicModule, Module } from '@nestjs/common';
import {
  AuthModule,
  DatabaseModule,
  EventBusModule,
  platformEntities,
  TeamProjectionModule,
  teamProjectionEntities,
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
    return {
      module: ScheduleServiceModule,
      global: true,
      imports: [
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          entities: scheduleEntities,
          migrations: scheduleMigrations,
        }),
        EventBusModule.forRoot({
          service: SCHEDULE_SERVICE,
          adapter: config.EVENT_BUS,
          brokers: config.KAFKA_BROKERS,
        }),
        AuthModule.forRoot({
          jwksUrl: config.JWKS_URL,
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        }),
        TeamProjectionModule,
        EventsModule,
        RsvpModule,
        FeedsModule,
        PracticeModule,
        ScoutingModule,
        PlacesModule,
      ],
      providers: [{ provide: SCHEDULE_CONFIG, useValue: config }],
      exports: [SCHEDULE_CONFIG],
    };
  }
}
