import { TeamProjectionModule } from '@chalktalk/platform';
import { Module } from '@nestjs/common';
import { AttendanceService } from '../attendance/attendance.service';
import { EventsModule } from '../events/events.module';
import { ReminderPoller } from './reminder-poller';
import { RsvpController } from './rsvp.controller';
import { RsvpRepository } from './rsvp.repository';
import { RsvpService } from './rsvp.service';

@Module({
  imports: [EventsModule, TeamProjectionModule],
  controllers: [RsvpController],
  providers: [RsvpRepository, RsvpService, AttendanceService, ReminderPoller],
  exports: [RsvpService],
})
export class RsvpModule {}
