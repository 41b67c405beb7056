import { isValidEmail, LIST_LIMITS, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

export const MAX_ROSTER_IDS_PER_CALL = LIST_LIMITS.idsPerCall;

export const teamIdField = z.uuid({ error: 'A team id is required' });

const personName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(TEXT_LIMITS.personName, message);

const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, 'Please enter a valid email address')
  .refine((email) => email === '' || isValidEmail(email), 'Please enter a valid email address');

/** Jersey numbers are digits ('#' followed by digits marks a roster pill in notes); '00' is a real number. */
const jerseyField = z
  .string({ error: 'Jersey must be a number of up to 3 digits' })
  .trim()
  .regex(/^\d{0,3}$/, 'Jersey must be a number of up to 3 digits');

/** Positions are checked against the team's sport in the service (the schema does not know the sport). */
const positionField = z.string({ error: 'Please choose a position' }).trim().max(TEXT_LIMITS.label);

export const rosterPersonFields = {
  jersey: jerseyField.default(''),
  position: positionField.default(''),
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  email: emailField.default(''),
};

export const rosterReadSchema = z.object({ teamId: teamIdField }, { error: 'A team id is required' });

export const addRosterPlayerSchema = z.object({
  teamId: teamIdField,
  player: z.object(rosterPersonFields, { error: 'player is required' }),
});

export const updateRosterPlayerSchema = z.object({
  teamId: teamIdField,
  playerId: z.uuid({ error: 'playerId is required' }),
  player: z
    .object({
      jersey: jerseyField.optional(),
      position: positionField.optional(),
      firstName: personName('First name is required').optional(),
      lastName: personName('Last name is required').optional(),
      email: emailField.optional(),
    })
    .strict(),
});

export const addRosterContactSchema = z.object({
  teamId: teamIdField,
  playerId: z.uuid({ error: 'playerId is required' }),
  contact: z.object(
    {
      firstName: rosterPersonFields.firstName,
      lastName: rosterPersonFields.lastName,
      email: rosterPersonFields.email,
    },
    { error: 'contact is required' },
  ),
});

export const removeTeamPlayersSchema = z.object({
  teamId: teamIdField,
  playerIds: z
    .array(z.uuid({ error: 'Unknown roster entry' }), { error: 'playerIds must be a list' })
    .min(1, 'Choose at least one player')
    .max(MAX_ROSTER_IDS_PER_CALL),
});

export type AddRosterPlayerDto = z.infer<typeof addRosterPlayerSchema>;
export type UpdateRosterPlayerDto = z.infer<typeof updateRosterPlayerSchema>;
export type AddRosterContactDto = z.infer<typeof addRosterContactSchema>;
export type RemoveTeamPlayersDto = z.infer<typeof removeTeamPlayersSchema>;

/** A roster person as the roster screens show it; contacts are nested under their player. */
export interface RosterPersonDto {
  id: string;
  jersey: string;
  position: string;
  firstName: string;
  lastName: string;
  /** Shown to team editors only (players who may view the roster do not get each other's addresses). */
  email?: string;
  joinedAt: string;
  /** The account behind the entry, when the person joined with one. */
  uid: string | null;
  /** Set on contacts: their player's roster id. */
  playerId: string | null;
  /** Not computed here: evaluations own ratings (a later issue); null until then. */
  overallRating: number | null;
  contacts: RosterPersonDto[];
}

export interface PendingMemberDto {
  uid: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  requestedAt: string;
  /** The pending roster entry waiting with the member (players). */
  rosterId: string | null;
}
