import type { RosterEntryEntity } from './roster-entry.entity';
import type { RosterPersonDto } from './roster.dto';

export function toRosterPerson(entry: RosterEntryEntity, withEmail: boolean): RosterPersonDto {
  return {
    id: entry.id,
    jersey: entry.jersey,
    position: entry.position,
    firstName: entry.firstName,
    lastName: entry.lastName,
    ...(withEmail ? { email: entry.email } : {}),
    joinedAt: entry.joinedAt.toISOString(),
    uid: entry.userId,
    playerId: entry.playerId,
    overallRating: entry.overallRating ?? null,
    contacts: [],
  };
}

/** Players in jersey order (then name), each with their contacts; contacts of unknown players are left out. */
export function toRoster(entries: readonly RosterEntryEntity[], withEmail: boolean): RosterPersonDto[] {
  const players = entries.filter((entry) => entry.playerId === null).map((e) => toRosterPerson(e, withEmail));
  const byId = new Map(players.map((player) => [player.id, player]));
  for (const entry of entries) {
    if (entry.playerId === null) continue;
    byId.get(entry.playerId)?.contacts.push(toRosterPerson(entry, withEmail));
  }
  const jersey = (player: RosterPersonDto) => (player.jersey === '' ? Infinity : Number(player.jersey));
  return players.sort(
    (a, b) =>
      jersey(a) - jersey(b) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}
