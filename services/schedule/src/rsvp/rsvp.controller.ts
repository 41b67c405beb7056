import type { z } from 'zod';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input, Public } from '@chalktalk/platform';
import { AttendanceService } from '../attendance/attendance.service';
import { eventRefSchema } from '../events/dto/events.dto';
import {
  rsvpLinkSchema,
  seasonAttendanceSchema,
  updateAttendanceSchema,
  updateRsvpSchema,
} from './dto/rsvp.dto';
import { RsvpService } from './rsvp.service';

@Controller('api/schedule')
export class RsvpController {
  constructor(
    private readonly rsvp: RsvpService,
    private readonly attendance: AttendanceService,
  ) {}

  @HttpCode(200)
  @Post('updateRSVP')
  updateRSVP(
    @CurrentUser() user: AuthUser,
    @Input(updateRsvpSchema) input: z.infer<typeof updateRsvpSchema>,
  ) {
    return this.rsvp.update(user, input);
  }

  @Get('getRSVPDetails')
  getRSVPDetails(
    @CurrentUser() user: AuthUser,
    @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>,
  ) {
    return this.rsvp.details(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('sendEventReminder')
  sendEventReminder(
    @CurrentUser() user: AuthUser,
    @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>,
  ) {
    return this.rsvp.sendReminder(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('nudgeRSVP')
  nudgeRSVP(@CurrentUser() user: AuthUser, @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>) {
    return this.rsvp.nudge(user, input.teamId, input.eventId);
  }

  /** The mailed one-click link's answer: public, the signed key is the proof. */
  @Public()
  @HttpCode(200)
  @Post('answerRSVPLink')
  answerRSVPLink(@Input(rsvpLinkSchema) input: z.infer<typeof rsvpLinkSchema>) {
    return this.rsvp.answerLink(input);
  }

  @Get('getAttendance')
  getAttendance(@CurrentUser() user: AuthUser, @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>) {
    return this.attendance.sheet(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('updateAttendance')
  updateAttendance(
    @CurrentUser() user: AuthUser,
    @Input(updateAttendanceSchema) input: z.infer<typeof updateAttendanceSchema>,
  ) {
    return this.attendance.update(user, input);
  }

  @Get('getSeasonAttendance')
  getSeasonAttendance(
    @CurrentUser() user: AuthUser,
    @Input(seasonAttendanceSchema) input: z.infer<typeof seasonAttendanceSchema>,
  ) {
    return this.attendance.season(user, input.teamId, input.userId);
  }
}
