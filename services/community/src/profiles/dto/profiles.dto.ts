import { PROFILE_DESCRIPTION_MAX, SCREEN_NAME_MESSAGE, SCREEN_NAME_PATTERN } from '@chalktalk/domain';
import { calendarDate } from '@chalktalk/platform';
import { z } from 'zod';
import { id } from '../../plays/dto/community-plays.dto';

export const screenName = z
  .string({ error: SCREEN_NAME_MESSAGE })
  .trim()
  .regex(SCREEN_NAME_PATTERN, SCREEN_NAME_MESSAGE);

/** YYYY-MM-DD, a real calendar day, not in the future. */
export const birthdate = calendarDate('Enter your birthdate').refine(
  (value) => new Date(`${value}T00:00:00Z`) <= new Date(),
  'Enter your birthdate',
);

export const setupCommunityProfileSchema = z.object(
  {
    screenName,
    description: z
      .string({ error: 'Describe yourself in a few words' })
      .trim()
      .min(1, 'Describe yourself in a few words')
      .max(PROFILE_DESCRIPTION_MAX),
    birthdate,
  },
  { error: 'Invalid request' },
);
export type SetupCommunityProfileInput = z.infer<typeof setupCommunityProfileSchema>;

/**
 * Spec 3 §8: screenName (default me). The route /community/profile?pr= carries the profile id (spec 3 §2), which is
 * the profile's uid: `id` asks by it. Neither: the caller's own profile; both: refused (which one was meant?).
 */
export const getCommunityProfileSchema = z
  .object({ screenName: screenName.optional(), id: id('profile').optional() }, { error: 'Invalid request' })
  .refine((input) => input.screenName === undefined || input.id === undefined, {
    error: 'Ask by screenName or by id, not both',
    path: ['id'],
  });
export type GetCommunityProfileInput = z.infer<typeof getCommunityProfileSchema>;
