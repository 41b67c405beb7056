import { Injectable } from '@nestjs/common';
import { ArrayContains, DataSource, EntityManager, In } from 'typeorm';
import { MembershipEntity } from './membership.entity';
import { ProgramEntity } from './program.entity';
import { generateTeamKey } from './team-key';
import { TeamEntity } from './team.entity';

const MAX_TEAM_KEY_ATTEMPTS = 10;

@Injectable()
export class TeamsRepository {
  constructor(private readonly db: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insertProgram(manager: EntityManager, program: ProgramEntity): Promise<void> {
    await manager.getRepository(ProgramEntity).insert(program);
  }

  async insertTeams(manager: EntityManager, teams: TeamEntity[]): Promise<void> {
    if (teams.length > 0) await manager.getRepository(TeamEntity).insert(teams);
  }

  async insertMemberships(manager: EntityManager, memberships: MembershipEntity[]): Promise<void> {
    if (memberships.length > 0) await manager.getRepository(MembershipEntity).insert(memberships);
  }

  teamKeyTaken(manager: EntityManager, teamKey: string): Promise<boolean> {
    return manager.getRepository(TeamEntity).existsBy({ teamKey });
  }

  /** A team key no team has (nor any of `alsoTaken`, teams about to be inserted). */
  async freshTeamKey(manager: EntityManager, alsoTaken: readonly TeamEntity[] = []): Promise<string> {
    for (let attempt = 0; attempt < MAX_TEAM_KEY_ATTEMPTS; attempt++) {
      const key = generateTeamKey();
      if (alsoTaken.some((team) => team.teamKey === key)) continue;
      if (!(await this.teamKeyTaken(manager, key))) return key;
    }
    // 24^8 keys: reaching this means the key space is nearly full, which needs a longer key, not a retry.
    throw new Error('Could not find a free team key');
  }

  teamByKey(manager: EntityManager, teamKey: string): Promise<TeamEntity | null> {
    return manager.getRepository(TeamEntity).findOneBy({ teamKey });
  }

  /**
   * Every team retrieveTeams lists, in one statement: owned, joined or pending (any membership of the user), and
   * every team of a program the user administers; oldest first.
   */
  teamsVisibleTo(userId: string): Promise<TeamEntity[]> {
    return this.db
      .getRepository(TeamEntity)
      .createQueryBuilder('team')
      .where('team.owner_id = :userId', { userId })
      .orWhere('team.id IN (SELECT m.team_id FROM memberships m WHERE m.user_id = :userId)')
      .orWhere('team.program_id IN (SELECT p.id FROM programs p WHERE p.admins @> ARRAY[:userId]::uuid[])')
      .orderBy('team.created_date', 'ASC')
      .getMany();
  }

  membershipsOfTeams(
    teamIds: string[],
    manager: EntityManager = this.db.manager,
  ): Promise<MembershipEntity[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return manager
      .getRepository(MembershipEntity)
      .find({ where: { teamId: In(teamIds) }, order: { joinedAt: 'ASC' } });
  }

  teamsOfProgram(programId: string, manager: EntityManager = this.db.manager): Promise<TeamEntity[]> {
    return manager.getRepository(TeamEntity).find({ where: { programId }, order: { createdDate: 'ASC' } });
  }

  teamsOfPrograms(programIds: string[]): Promise<Pick<TeamEntity, 'id' | 'programId'>[]> {
    if (programIds.length === 0) return Promise.resolve([]);
    return this.db.getRepository(TeamEntity).find({
      select: { id: true, programId: true },
      where: { programId: In(programIds) },
      order: { createdDate: 'ASC' },
    });
  }

  programById(id: string, manager: EntityManager = this.db.manager): Promise<ProgramEntity | null> {
    return manager.getRepository(ProgramEntity).findOneBy({ id });
  }

  programsByIds(ids: string[]): Promise<ProgramEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .getRepository(ProgramEntity)
      .find({ where: { id: In(ids) }, order: { createdDate: 'ASC' } });
  }

  /** Teams of a program on which the user is a joined PLAYER (the seats of the one-seat-per-sport rule). */
  teamsPlayedOnInProgram(manager: EntityManager, userId: string, programId: string): Promise<TeamEntity[]> {
    return manager
      .getRepository(TeamEntity)
      .createQueryBuilder('team')
      .innerJoin(
        MembershipEntity,
        'membership',
        'membership.team_id = team.id AND membership.user_id = :userId AND membership.role = :role AND NOT membership.pending',
        { userId, role: 'PLAYER' },
      )
      .where('team.program_id = :programId', { programId })
      .getMany();
  }

  programsAdministeredBy(userId: string): Promise<ProgramEntity[]> {
    return this.db.getRepository(ProgramEntity).findBy({ admins: ArrayContains([userId]) });
  }
}
