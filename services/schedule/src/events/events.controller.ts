import type { z } from 'zod';
import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, Input } from '@chalktalk/platform';
import {
  createBulkEventsSchema,
  customTypeRefSchema,
  customTypeSchema,
  editBulkEventsSchema,
  eventRefSchema,
  getCalendarSchema,
  getScheduleSchema,
  saveEventSchema,
  teamRefSchema,
} from './dto/events.dto';
import { EventsService } from './events.service';

@Controller('api/schedule')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @HttpCode(200)
  @Post('saveEvent')
  saveEvent(@CurrentUser() user: AuthUser, @Input(saveEventSchema) input: z.infer<typeof saveEventSchema>) {
    return this.events.save(user, input);
  }

  @HttpCode(200)
  @Post('deleteEvent')
  deleteEvent(@CurrentUser() user: AuthUser, @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>) {
    return this.events.delete(user, input.teamId, input.eventId);
  }

  @HttpCode(200)
  @Post('createBulkEvents')
  createBulkEvents(
    @CurrentUser() user: AuthUser,
    @Input(createBulkEventsSchema) input: z.infer<typeof createBulkEventsSchema>,
  ) {
    return this.events.createBulk(user, input);
  }

  @HttpCode(200)
  @Post('editBulkEvents')
  editBulkEvents(
    @CurrentUser() user: AuthUser,
    @Input(editBulkEventsSchema) input: z.infer<typeof editBulkEventsSchema>,
  ) {
    return this.events.editBulk(user, input);
  }

  @Get('getEventDefaults')
  getEventDefaults(
    @CurrentUser() user: AuthUser,
    @Input(teamRefSchema) input: z.infer<typeof teamRefSchema>,
  ) {
    return this.events.defaults(user, input.teamId);
  }

  @Get('getSchedule')
  getSchedule(
    @CurrentUser() user: AuthUser,
    @Input(getScheduleSchema) input: z.infer<typeof getScheduleSchema>,
  ) {
    return this.events.schedule(user, input);
  }

  @Get('getEvent')
  getEvent(@CurrentUser() user: AuthUser, @Input(eventRefSchema) input: z.infer<typeof eventRefSchema>) {
    return this.events.get(user, input.teamId, input.eventId);
  }

  // The answer is JSON text built by Postgres, sent without a parse and a stringify (README "Club scale").
  @Get('getCalendar')
  @Header('content-type', 'application/json; charset=utf-8')
  getCalendar(
    @CurrentUser() user: AuthUser,
    @Input(getCalendarSchema) input: z.infer<typeof getCalendarSchema>,
  ) {
    return this.events.calendar(user, input);
  }

  @Get('getFavoriteLocations')
  getFavoriteLocations(
    @CurrentUser() user: AuthUser,
    @Input(teamRefSchema) input: z.infer<typeof teamRefSchema>,
  ) {
    return this.events.favoriteLocations(user, input.teamId);
  }

  @Get('getCustomEventTypes')
  getCustomEventTypes(
    @CurrentUser() user: AuthUser,
    @Input(teamRefSchema) input: z.infer<typeof teamRefSchema>,
  ) {
    return this.events.customTypes(user, input.teamId);
  }

  @HttpCode(200)
  @Post('saveCustomEventType')
  saveCustomEventType(
    @CurrentUser() user: AuthUser,
    @Input(customTypeSchema) input: z.infer<typeof customTypeSchema>,
  ) {
    return this.events.saveCustomType(user, input);
  }

  @HttpCode(200)
  @Post('deleteCustomEventType')
  deleteCustomEventType(
    @CurrentUser() user: AuthUser,
    @Input(customTypeRefSchema) input: z.infer<typeof customTypeRefSchema>,
  ) {
    return this.events.deleteCustomType(user, input.teamId, input.id);
  }
}
