import type { RosterFilterKind } from '@chalktalk/domain';
import type { RosterPerson } from './roster.types';

export interface RosterRow {
  person: RosterPerson;
  /** For contacts: the player they belong to. */
  player: RosterPerson | null;
}

/**
 * Spec 3 §2 filter kinds. The spec names 'alternates' without defining it; here they are the players'
 * contacts (parents, guardians: the people reached alongside a player), so 'players' lists players only and
 * 'all' lists every player followed by their contacts.
 */
export function filterRoster(roster: readonly RosterPerson[], kind: RosterFilterKind): RosterRow[] {
  const rows: RosterRow[] = [];
  for (const person of roster) {
    if (kind !== 'alternates') rows.push({ person, player: null });
    if (kind !== 'players') {
      for (const contact of person.contacts) rows.push({ person: contact, player: person });
    }
  }
  return rows;
}

export const ROSTER_FILTER_LABELS: Record<RosterFilterKind, string> = {
  all: 'All',
  players: 'Players',
  alternates: 'Alternates',
};
