import type { PersonName } from '../playbook.types';

/** A person as the playbook viewers answers give them. */
export interface NamedPerson extends Partial<PersonName> {
  userId: string;
  role: string;
}

const text = (value: string | undefined): string => value?.trim() ?? '';

/** "First Last" when known, '' otherwise. */
export function personName(person: Pick<NamedPerson, 'firstName' | 'lastName'>): string {
  return [text(person.firstName), text(person.lastName)].filter(Boolean).join(' ');
}

/** "You (coach)", "Pat Lee (player)", or "Member 1a2b3c4d (player)" when the name is unknown. */
export function personLabel(person: NamedPerson, meId: string | undefined): string {
  const who = meId === person.userId ? 'You' : personName(person) || `Member ${person.userId.slice(0, 8)}`;
  return `${who} (${person.role.toLowerCase()})`;
}
