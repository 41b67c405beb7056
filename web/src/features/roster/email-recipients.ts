import type { RosterPerson } from './roster.types';

export const EMAIL_RECIPIENT_KINDS = ['PLAYER_AND_CONTACTS', 'PLAYER_ONLY', 'CONTACTS_ONLY'] as const;
export type EmailRecipientKind = (typeof EMAIL_RECIPIENT_KINDS)[number];

export const EMAIL_RECIPIENT_LABELS: Record<EmailRecipientKind, string> = {
  PLAYER_AND_CONTACTS: 'Players and contacts',
  PLAYER_ONLY: 'Players only',
  CONTACTS_ONLY: 'Contacts only',
};

/** The roster ids emailTeam is sent to for a recipient choice. */
export function emailRecipients(roster: readonly RosterPerson[], kind: EmailRecipientKind): string[] {
  return roster.flatMap((player) => [
    ...(kind === 'CONTACTS_ONLY' ? [] : [player.id]),
    ...(kind === 'PLAYER_ONLY' ? [] : player.contacts.map((contact) => contact.id)),
  ]);
}
