import { z } from 'zod';
import { MAX_TEAMS_PER_PROGRAM_CALL } from './create-program.dto';
import { addonsField, hasNameAndSport, teamDraft, teamFields } from './program-inputs';

const idList = z.array(z.uuid({ error: 'Unknown team' }), { error: 'Must be a list of team ids' });

/**
 * updateProgramTeams: an added team has no id; a modified team carries its id, name and sport, and collegiateTeam
 * and add-ons when they change (absent ones stay as they are); removed are team ids. Added drafts with an empty name or sport are dropped, like on create.
 */
export const updateProgramTeamsSchema = z.object(
  {
    programId: z.uuid({ error: 'programId is required' }),
    added: z
      .array(teamDraft, { error: 'added must be a list' })
      .max(MAX_TEAMS_PER_PROGRAM_CALL)
      .default([])
      .transform((teams) => teams.filter(hasNameAndSport))
      .pipe(z.array(z.object(teamFields))),
    modified: z
      .array(
        z.object({
          id: z.uuid({ error: 'Unknown team' }),
          name: teamFields.name,
          sport: teamFields.sport,
          // Left out, they keep the team's current values: a rename must not drop bought add-on seats.
          collegiateTeam: z.boolean({ error: 'collegiateTeam must be true or false' }).optional(),
          addons: addonsField.optional(),
        }),
        { error: 'modified must be a list' },
      )
      .max(MAX_TEAMS_PER_PROGRAM_CALL)
      .default([]),
    removed: idList.max(MAX_TEAMS_PER_PROGRAM_CALL).default([]),
    addons: addonsField.optional(),
    quantity: z.number().int().min(0).max(10_000).optional(),
  },
  { error: 'Invalid request' },
);

export type UpdateProgramTeamsDto = z.infer<typeof updateProgramTeamsSchema>;
