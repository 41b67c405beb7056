import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { TeamMemberEntity } from './team-member.entity';

@Injectable()
export class MemberDirectoryRepository {
  /** Inserts or replaces the member's row: a rejoin or a redelivered MemberJoined leaves one row. */
  async upsert(manager: EntityManager, row: TeamMemberEntity): Promise<void> {
    await manager.query(
      `INSERT INTO team_members (team_id, user_id, email, first_name, last_name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (team_id, user_id) DO UPDATE
         SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name`,
      [row.teamId, row.userId, row.email, row.firstName, row.lastName],
    );
  }

  async remove(manager: EntityManager, teamId: string, userId: string): Promise<void> {
    await manager.getRepository(TeamMemberEntity).delete({ teamId, userId });
  }

  async removeTeam(manager: EntityManager, teamId: string): Promise<void> {
    await manager.getRepository(TeamMemberEntity).delete({ teamId });
  }

  /** An account was deleted: its address and name go from every team. */
  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(TeamMemberEntity).delete({ userId });
  }

  /** The team's members among userIds, by user id (unknown ids are absent). */
  async membersOf(
    manager: EntityManager,
    teamId: string,
    userIds: readonly string[],
  ): Promise<Map<string, TeamMemberEntity>> {
    if (!userIds.length) return new Map();
    const rows = await manager
      .getRepository(TeamMemberEntity)
      .findBy({ teamId, userId: In([...new Set(userIds)]) });
    return new Map(rows.map((row) => [row.userId, row]));
  }
}
