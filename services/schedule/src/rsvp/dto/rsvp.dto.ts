import { RSVP_STATUSES, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { id, ids, object } from '../../events/dto/events.dto';

export const updateRsvpSchema = object({
  teamId: id('team'),
  eventIds: ids('event'),
  status: z.enum(RSVP_STATUSES),
  reason: z.string().trim().max(TEXT_LIMITS.comment).optional(),
  /** Answer for someone else: a contact for their player, a coach for any member. Default: the caller. */
  forUserId: id('member').optional(),
});

export const rsvpLinkSchema = object({
  r: id('event'),
  s: z.enum(RSVP_STATUSES),
  k: z.string().min(1).max(TEXT_LIMITS.code),
});

export const updateAttendanceSchema = object({
  teamId: id('team'),
  eventId: id('event'),
  /** present null clears the mark. */
  attendance: z
    .array(z.object({ userId: id('member'), present: z.boolean().nullable() }).strict())
    .min(1)
    .max(200),
});

export const seasonAttendanceSchema = object({
  teamId: id('team'),
  userId: id('member').optional(),
});
