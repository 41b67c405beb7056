import { TeamProjectionModule } from '@chalktalk/platform';
import { Module } from '@nestjs/common';
import { ScheduleAccess } from '../access/schedule-access';
import { CalendarReader } from './calendar-reader';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { ScheduleEventsPublisher } from './schedule-events.publisher';

@Module({
  imports: [TeamProjectionModule],
  controllers: [EventsController],
  providers: [ScheduleAccess, EventsRepository, CalendarReader, EventsService, ScheduleEventsPublisher],
  exports: [ScheduleAccess, EventsRepository, CalendarReader, EventsService, ScheduleEventsPublisher],
})
export class EventsModule {}
