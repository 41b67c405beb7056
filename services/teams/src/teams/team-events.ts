import {
  create,
  type ProgramCreated,
  ProgramCreatedSchema,
  type TeamCreated,
  TeamCreatedSchema,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import type { DomainEvent } from '@chalktalk/platform';
import type { ProgramEntity } from './program.entity';
import type { TeamEntity } from './team.entity';

export function teamCreated(team: TeamEntity): DomainEvent<TeamCreated> {
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
    }),
    actorId: team.ownerId,
    teamId: team.id,
    ...(team.programId ? { programId: team.programId } : {}),
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
