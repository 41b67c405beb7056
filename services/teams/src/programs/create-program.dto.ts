import { SPORT_LINES, validateName } from '@chalktalk/domain';
import { z } from 'zod';

export const MAX_TEAMS_PER_PROGRAM_CALL = 50;

/** Sites (programs, teams) follow the shared name rule: under 40 characters, a letter or digit first. */
const nameField = z
  .string({ error: 'Please enter a name' })
  .trim()
  .superRefine((name, ctx) => {
    const problem = validateName(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const teamDraft = z.object({
  name: z.string({ error: 'Team name must be text' }).optional(),
  sport: z.string({ error: 'Sport must be text' }).optional(),
});

const teamInput = z.object({
  name: nameField,
  sport: z.enum(SPORT_LINES, { error: 'Please choose a sport' }),
});

export const createProgramSchema = z.object(
  {
    name: nameField,
    teams: z
      .array(teamDraft, { error: 'Teams must be a list' })
      .max(MAX_TEAMS_PER_PROGRAM_CALL, { error: `At most ${MAX_TEAMS_PER_PROGRAM_CALL} teams at once` })
      .default([])
      // On create, teams with an empty name or sport are dropped (spec 1 section 5); the rest must be valid.
      .transform((teams) => teams.filter((team) => team.name?.trim() && team.sport?.trim()))
      .pipe(z.array(teamInput)),
  },
  { error: 'Invalid request' },
);

export type CreateProgramDto = z.infer<typeof createProgramSchema>;
