import { EDITIONS, isNotificationKind, isProfileFlag, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

export const MAX_NOTIFICATION_DEVICES = 20;

const site = z.enum(EDITIONS, { error: 'Unknown site' });
const teamId = z.uuid({ error: 'Invalid team id' });
const kind = z.string().refine(isNotificationKind, { error: 'Unknown notification kind' });
const notificationSetting = z.union(
  [z.boolean(), z.record(z.string().min(1).max(TEXT_LIMITS.label), z.boolean())],
  {
    error: 'Expected true, false or an object of channels',
  },
);
const deviceValue = z.union([z.string().max(TEXT_LIMITS.token), z.number(), z.boolean(), z.null()]);
const device = z
  .record(z.string().min(1).max(TEXT_LIMITS.label), deviceValue)
  .refine((d) => Object.keys(d).length <= 20, { error: 'Too many device fields' })
  .refine((d) => typeof d.token === 'string' && d.token.length > 0, { error: 'A device needs a token' });

/** A partial settings update: present keys of favoriteTeams/notifications merge (null removes), devices replace. */
export const updateProfileSettingsSchema = z.object(
  {
    settings: z.object(
      {
        favoriteTeams: z.partialRecord(site, teamId.nullable()).optional(),
        notifications: z.record(kind, notificationSetting.nullable()).optional(),
        notificationDevices: z
          .array(device)
          .max(MAX_NOTIFICATION_DEVICES, { error: `At most ${MAX_NOTIFICATION_DEVICES} devices` })
          .optional(),
      },
      { error: 'settings must be an object' },
    ),
  },
  { error: 'Invalid request' },
);

export type ProfileSettingsUpdate = z.infer<typeof updateProfileSettingsSchema>['settings'];

export const setProfileFlagSchema = z.object(
  {
    flag: z
      .string({ error: 'Unknown profile flag' })
      .refine(isProfileFlag, { error: 'Unknown profile flag' }),
    value: z.boolean({ error: 'value must be true or false' }),
  },
  { error: 'Invalid request' },
);
