import { isValidTimeZone, TEAM_FLAGS, validateName } from '@chalktalk/domain';
import { z } from 'zod';

export const MAX_COACH_PLACEHOLDERS = 20;

export const setTeamFlagSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  flag: z.enum(TEAM_FLAGS, { error: 'Unknown team flag' }),
  value: z.boolean({ error: 'value must be true or false' }),
});

export const updateCoachPlaceholdersSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  coachPlaceholders: z
    .array(
      z
        .string({ error: 'Coach names are text' })
        .trim()
        .superRefine((name, ctx) => {
          const problem = validateName(name);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      { error: 'coachPlaceholders must be a list' },
    )
    .max(MAX_COACH_PLACEHOLDERS, `At most ${MAX_COACH_PLACEHOLDERS} coach placeholders`),
});

export const setTeamTimeZoneSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  timeZone: z.string().refine(isValidTimeZone, { error: 'Unknown time zone' }),
});

export type SetTeamTimeZoneDto = z.infer<typeof setTeamTimeZoneSchema>;
export type SetTeamFlagDto = z.infer<typeof setTeamFlagSchema>;
export type UpdateCoachPlaceholdersDto = z.infer<typeof updateCoachPlaceholdersSchema>;
