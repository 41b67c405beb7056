import { isValidEmail, TEXT_LIMITS } from '@chalktalk/domain';
import { z } from 'zod';
import { MAX_INVITES_PER_CALL } from './invitation-quota';

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, 'Please enter a valid email address')
  .refine(isValidEmail, 'Please enter a valid email address');

const emailList = z
  .array(email, { error: 'Must be a list of email addresses' })
  .max(MAX_INVITES_PER_CALL, `At most ${MAX_INVITES_PER_CALL} addresses per invitation`)
  .default([])
  .transform((emails) => [...new Set(emails)]);

export const inviteMembersSchema = z
  .object({
    entityId: z.uuid({ error: 'entityId is required' }),
    playerEmails: emailList,
    coachEmails: emailList,
    adminEmails: emailList,
  })
  .refine(
    (input) => input.playerEmails.length + input.coachEmails.length + input.adminEmails.length > 0,
    'Enter at least one email address',
  )
  .refine(
    (input) =>
      input.playerEmails.length + input.coachEmails.length + input.adminEmails.length <= MAX_INVITES_PER_CALL,
    `At most ${MAX_INVITES_PER_CALL} addresses per invitation`,
  );

/** Link type as the web sends it: PLAYER, COACH or ADMIN in any case. */
const inviteType = z
  .string({ error: 'Choose who to invite' })
  .transform((type) => type.toUpperCase())
  .pipe(z.enum(['PLAYER', 'COACH', 'ADMIN'], { error: 'Choose who to invite' }));

export const inviteLinkSchema = z.object({
  entityId: z.uuid({ error: 'entityId is required' }),
  type: inviteType,
  email: email.optional(),
});

export type InviteMembersDto = z.infer<typeof inviteMembersSchema>;
export type InviteLinkDto = z.infer<typeof inviteLinkSchema>;
