import { z } from 'zod';
import { hasNameAndSport, nameField, teamDraft, teamFields } from './program-inputs';

export const MAX_TEAMS_PER_PROGRAM_CALL = 50;

export const createProgramSchema = z.object(
  {
    name: nameField,
    teams: z
      .array(teamDraft, { error: 'Teams must be a list' })
      .max(MAX_TEAMS_PER_PROGRAM_CALL, { error: `At most ${MAX_TEAMS_PER_PROGRAM_CALL} teams at once` })
      .default([])
      // On create, teams with an empty name or sport are dropped (spec 1 section 5); the rest must be valid.
      .transform((teams) => teams.filter(hasNameAndSport))
      .pipe(z.array(z.object(teamFields))),
  },
  { error: 'Invalid request' },
);

export type CreateProgramDto = z.infer<typeof createProgramSchema>;
export type TeamDraftDto = CreateProgramDto['teams'][number];
