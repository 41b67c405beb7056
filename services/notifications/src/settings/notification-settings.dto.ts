import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, isValidTimeZone } from '@chalktalk/domain';
import { clockTime } from '@chalktalk/platform';
import { z } from 'zod';

const channelSwitches = z
  .object(
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [c, z.boolean({ error: `${c} must be true or false` }).optional()]),
    ),
  )
  .strict();

export const saveNotificationSettingsSchema = z.object({
  preferences: z
    .partialRecord(z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind' }), channelSwitches)
    .refine((value) => Object.keys(value).length <= NOTIFICATION_KINDS.length, 'Too many kinds'),
  quietHours: z
    .object({
      start: clockTime('start must be HH:MM, 00:00 to 23:59'),
      end: clockTime('end must be HH:MM, 00:00 to 23:59'),
      timeZone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone'),
    })
    .nullable(),
});

export type SaveNotificationSettingsDto = z.infer<typeof saveNotificationSettingsSchema>;

/** One-click unsubscribe links: u = user, k = kind (or ALL), t = the user's unsubscribe token. */
export const unsubscribeSchema = z.object({
  u: z.uuid({ error: 'u is required' }),
  k: z.enum(NOTIFICATION_KINDS, { error: 'Unknown notification kind' }),
  t: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 't is invalid'),
});

export type UnsubscribeDto = z.infer<typeof unsubscribeSchema>;
