import {
  create,
  type RosterEntry,
  RosterEntrySchema,
  type RosterPlayerAdded,
  RosterPlayerAddedSchema,
  type RosterPlayerRemoved,
  RosterPlayerRemovedSchema,
  type RosterPlayerUpdated,
  RosterPlayerUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import type { RosterEntryEntity } from './roster-entry.entity';

export function rosterEntryMessage(entry: RosterEntryEntity): RosterEntry {
  return create(RosterEntrySchema, {
    id: entry.id,
    teamId: entry.teamId,
    userId: entry.userId ?? '',
    playerId: entry.playerId ?? '',
    jersey: entry.jersey,
    position: entry.position,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email,
    pending: entry.pending,
    joinedAt: timestampFromDate(entry.joinedAt),
  });
}

export function rosterPlayerAdded(entry: RosterEntryEntity): DomainEvent<RosterPlayerAdded> {
  return {
    topic: Topics.TeamsRoster,
    key: entry.teamId,
    teamId: entry.teamId,
    schema: RosterPlayerAddedSchema,
    payload: create(RosterPlayerAddedSchema, { entry: rosterEntryMessage(entry) }),
  };
}

export function rosterPlayerUpdated(entry: RosterEntryEntity): DomainEvent<RosterPlayerUpdated> {
  return {
    topic: Topics.TeamsRoster,
    key: entry.teamId,
    teamId: entry.teamId,
    schema: RosterPlayerUpdatedSchema,
    payload: create(RosterPlayerUpdatedSchema, { entry: rosterEntryMessage(entry) }),
  };
}

export function rosterPlayerRemoved(entry: RosterEntryEntity, at: Date): DomainEvent<RosterPlayerRemoved> {
  return {
    topic: Topics.TeamsRoster,
    key: entry.teamId,
    teamId: entry.teamId,
    schema: RosterPlayerRemovedSchema,
    payload: create(RosterPlayerRemovedSchema, {
      teamId: entry.teamId,
      rosterId: entry.id,
      playerId: entry.playerId ?? '',
      removedAt: timestampFromDate(at),
    }),
  };
}
