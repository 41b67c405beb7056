import { LIST_LIMITS, TEAM_ROLES, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';

const MAX_IDS = LIST_LIMITS.idsPerCall;
const uid = z.uuid({ error: 'Unknown member' });
const uidList = (name: string) =>
  z
    .array(uid, { error: `${name} must be a list` })
    .max(MAX_IDS)
    .default([]);

/** Comma lists (or repeated query keys) of ids. */
const idQueryList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid({ error: 'Unknown team or program' })).max(100));

export const getTeamMembersSchema = z
  .object({ teams: idQueryList, programs: idQueryList })
  .refine((query) => query.teams.length + query.programs.length > 0, 'Name at least one team or program');

export const removeTeamMembersSchema = z.object({
  entityId: z.uuid({ error: 'entityId is required' }),
  memberIds: z.array(uid, { error: 'memberIds must be a list' }).min(1).max(MAX_IDS),
});

export const leaveTeamSchema = z.object({ teamId: z.uuid({ error: 'teamId is required' }) });

export const changeUserRoleSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  uid,
  playerId: z.uuid().nullish(),
  newRole: z.enum(TEAM_ROLES, { error: 'Choose a role' }),
});

export const updatePendingMembersSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  accept: uidList('accept'),
  reject: uidList('reject'),
  assign: z
    .array(
      z.object({
        uid,
        playerId: z.uuid({ error: 'playerId is required' }),
        role: z.enum(['PLAYER', 'CONTACT']).default('PLAYER'),
      }),
      { error: 'assign must be a list' },
    )
    .max(MAX_IDS)
    .default([]),
});

export const emailTeamSchema = z.object({
  teamId: z.uuid({ error: 'teamId is required' }),
  recipients: z
    .array(uid, { error: 'recipients must be a list' })
    .min(1, 'Choose at least one recipient')
    .max(500),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(TEXT_LIMITS.emailSubject),
  body: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(TEXT_LIMITS.emailBody),
});

export type ChangeUserRoleDto = z.infer<typeof changeUserRoleSchema>;
export type UpdatePendingMembersDto = z.infer<typeof updatePendingMembersSchema>;
export type EmailTeamDto = z.infer<typeof emailTeamSchema>;

export interface TeamMemberDto {
  uid: string;
  role: string;
  firstName: string;
  lastName: string;
  /** Editors only. */
  email?: string;
  joinedAt: string;
}

export interface PendingFailureDto {
  uid: string;
  code: string;
  message: string;
}
