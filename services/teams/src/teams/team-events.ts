import {
  create,
  type ProgramCreated,
  ProgramCreatedSchema,
  type TeamCreated,
  TeamCreatedSchema,
  type TeamRemoved,
  TeamRemovedSchema,
  type TeamUpdated,
  TeamUpdatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import { addonUnits } from '@chalktalk/domain';
import type { DomainEvent } from '@chalktalk/platform';
import type { ProgramEntity } from './program.entity';
import type { TeamEntity } from './team.entity';

const teamScope = (team: Pick<TeamEntity, 'id' | 'programId'>) => ({
  teamId: team.id,
  ...(team.programId ? { programId: team.programId } : {}),
});

/** Program admins as the team events carry them: the program's admins, none for a team without a program. */
export type ProgramAdminIds = readonly string[];

export const programAdminIdsOf = (program: Pick<ProgramEntity, 'admins'> | null | undefined): string[] =>
  program ? [...program.admins] : [];

export function teamCreated(team: TeamEntity, programAdminIds: ProgramAdminIds): DomainEvent<TeamCreated> {
  return {
    topic: Topics.TeamsTeam,
    key: team.id,
    type: TeamCreatedSchema.typeName,
    schema: TeamCreatedSchema,
    payload: create(TeamCreatedSchema, {
      teamId: team.id,
      programId: team.programId ?? '',
      name: team.name,
      sport: team.sport,
      ownerId: team.ownerId,
      createdAt: timestampFromDate(team.createdDate),
      programAdminIds: [...programAdminIds],
      timeZone: team.timeZone ?? '',
    }),
    actorId: team.ownerId,
    ...teamScope(team),
  };
}

/** The team's whole state after a change; consumers replace their copy (so a redelivery is harmless). */
export function teamUpdated(
  team: TeamEntity,
  programAdminIds: ProgramAdminIds,
  at: Date,
  actorId?: string,
): DomainEvent<TeamUpdated> {
  const flags = Object.fromEntries(Object.entries(team.flags).filter(([, on]) => on === true)) as Record<
    string,
    boolean
  >;
  return {
    topic: Topics.TeamsTeam,
    key: team.id,
    schema: TeamUpdatedSchema,
    payload: create(TeamUpdatedSchema, {
      teamId: team.id,
      programId: team.programId ?? '',
      name: team.name,
      sport: team.sport,
      ownerId: team.ownerId,
      plan: team.plan ?? '',
      paid: team.paid,
      flags,
      collegiateTeam: team.collegiateTeam,
      addons: {
        players: addonUnits(team.addons, 'PLAYERS'),
        coaches: addonUnits(team.addons, 'COACHES'),
        admins: addonUnits(team.addons, 'ADMINS'),
      },
      coachPlaceholders: team.coachPlaceholders,
      timeZone: team.timeZone ?? '',
      updatedAt: timestampFromDate(at),
      programAdminIds: [...programAdminIds],
    }),
    ...(actorId ? { actorId } : {}),
    ...teamScope(team),
  };
}

export function teamRemoved(team: TeamEntity, at: Date): DomainEvent<TeamRemoved> {
  return {
    topic: Topics.TeamsTeam,
    key: team.id,
    schema: TeamRemovedSchema,
    payload: create(TeamRemovedSchema, {
      teamId: team.id,
      programId: team.programId ?? '',
      removedAt: timestampFromDate(at),
    }),
    ...teamScope(team),
  };
}

export function programCreated(program: ProgramEntity, teamIds: string[]): DomainEvent<ProgramCreated> {
  return {
    topic: Topics.TeamsProgram,
    key: program.id,
    type: ProgramCreatedSchema.typeName,
    schema: ProgramCreatedSchema,
    payload: create(ProgramCreatedSchema, {
      programId: program.id,
      name: program.name,
      ownerId: program.ownerId,
      teamIds,
    }),
    actorId: program.ownerId,
    programId: program.id,
  };
}
