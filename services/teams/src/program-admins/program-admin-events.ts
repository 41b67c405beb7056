import {
  create,
  type InvitationCreated,
  InvitationCreatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';

/**
 * InvitationCreated for program admins: no team (team_id empty), keyed by the program; team_name carries the
 * program's name, so notifications mails "… invited you to join <program> … as an admin" unchanged.
 */
export function programAdminInvitationCreated(
  programId: string,
  fields: Omit<InvitationCreated, '$typeName' | 'teamId' | 'programId' | 'role' | 'expiresAt'> & {
    expiresAt: Date;
  },
): DomainEvent<InvitationCreated> {
  return {
    topic: Topics.TeamsMembership,
    key: programId,
    programId,
    schema: InvitationCreatedSchema,
    payload: create(InvitationCreatedSchema, {
      ...fields,
      teamId: '',
      programId,
      role: 'ADMIN',
      expiresAt: timestampFromDate(fields.expiresAt),
    }),
  };
}
