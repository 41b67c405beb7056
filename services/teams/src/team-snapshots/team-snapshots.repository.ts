import { Injectable } from '@nestjs/common';
import { In, MoreThan, type EntityManager } from 'typeorm';
import { RosterEntryEntity } from '../roster/roster-entry.entity';
import { MembershipEntity } from '../teams/membership.entity';
import { ProgramEntity } from '../teams/program.entity';
import { TeamEntity } from '../teams/team.entity';

export interface TeamStatePage {
  teams: TeamEntity[];
  programs: Map<string, ProgramEntity>;
  members: Map<string, MembershipEntity[]>;
  roster: Map<string, RosterEntryEntity[]>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Reads teams with everything a snapshot carries, a page at a time in id order. */
@Injectable()
export class TeamSnapshotsRepository {
  async page(manager: EntityManager, afterId: string | null, size: number): Promise<TeamStatePage> {
    const teams = await manager.getRepository(TeamEntity).find({
      where: afterId ? { id: MoreThan(afterId) } : {},
      order: { id: 'ASC' },
      take: size,
    });
    const ids = teams.map((team) => team.id);
    const programIds = [...new Set(teams.map((team) => team.programId).filter((id): id is string => !!id))];
    // One after another: the page runs in the snapshot's transaction, one connection, which takes one query at a
    // time (pg deprecates queueing a query on a client that is still running one).
    const any = ids.length > 0;
    const programs = programIds.length
      ? await manager.getRepository(ProgramEntity).findBy({ id: In(programIds) })
      : [];
    const members = any ? await manager.getRepository(MembershipEntity).findBy({ teamId: In(ids) }) : [];
    const roster = any ? await manager.getRepository(RosterEntryEntity).findBy({ teamId: In(ids) }) : [];
    return {
      teams,
      programs: new Map(programs.map((program) => [program.id, program])),
      members: groupBy(members, (member) => member.teamId),
      roster: groupBy(roster, (entry) => entry.teamId),
    };
  }
}
