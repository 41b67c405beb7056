/**
 * A person as the playbook viewers answers give them. The service adds firstName/lastName ('' when it never saw
 * the member's join); playbook.types.ts does not declare them yet, so they are optional and checked here.
 */
export interface NamedPerson {
  userId: string;
  role: string;
  firstName?: unknown;
  lastName?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** "First Last" when known, '' otherwise. */
export function personName(person: Pick<NamedPerson, 'firstName' | 'lastName'>): string {
  return [text(person.firstName), text(person.lastName)].filter(Boolean).join(' ');
}

/** "You (coach)", "Pat Lee (player)", or "Member 1a2b3c4d (player)" when the name is unknown. */
export function personLabel(person: NamedPerson, meId: string | undefined): string {
  const who = meId === person.userId ? 'You' : personName(person) || `Member ${person.userId.slice(0, 8)}`;
  return `${who} (${person.role.toLowerCase()})`;
}
