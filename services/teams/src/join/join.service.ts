import { Injectable } from '@nestjs/common';
import { AppError, JOIN_MESSAGES, type JoinedAs } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { InviteLinkEntity } from '../invites/invite-link.entity';
import { JoinMethod } from '../membership/membership-events';
import { MembershipWriter } from '../membership/membership-writer';
import { ProgramAdminsService } from '../program-admins/program-admins.service';
import { membershipOf, type TeamContext } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { toTeamDto } from '../teams/team-view';
import { TeamsRepository } from '../teams/teams.repository';
import type { JoinResultDto } from './join-result.dto';
import { seatHeldElsewhere } from './player-seat';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class JoinService {
  constructor(
    private readonly db: DataSource,
    private readonly teams: TeamsRepository,
    private readonly loader: TeamContextLoader,
    private readonly writer: MembershipWriter,
    private readonly programAdmins: ProgramAdminsService,
  ) {}

  /**
   * Joins as a player with the team key. With PLAYERS_USE_ROSTER_QUEUE the join waits for a coach (pending).
   * G004 'No team found with this code', T004 already joined (or waiting), T002 team full.
   */
  async joinTeam(user: AuthUser, teamKey: string, now = new Date()): Promise<JoinResultDto> {
    return this.db.transaction(async (manager) => {
      const team = await this.teams.teamByKey(manager, teamKey);
      if (!team) throw new AppError('G004', { message: JOIN_MESSAGES.noTeamWithCode });
      const context = await this.loader.load(team.id, { manager, lock: true });
      this.refuseMember(context, user.id);
      await this.refuseSecondPlayerSeat(manager, context, user.id);
      const pending = context.team.flags.PLAYERS_USE_ROSTER_QUEUE === true;
      await this.writer.join(manager, context, user, 'PLAYER', JoinMethod.TEAM_KEY, now, pending);
      return this.result(context, user, 'PLAYER', pending);
    });
  }

  /**
   * Joins through an invitation link with the role the link grants; the invitation is the coach's approval, so
   * the roster queue does not apply. T003 for an unknown, used-up or expired link.
   */
  async joinTeamLink(
    user: AuthUser,
    entityId: string,
    linkCode: string,
    now = new Date(),
  ): Promise<JoinResultDto> {
    return this.db.transaction(async (manager) => {
      const link = UUID.test(entityId) ? await this.usableLink(manager, entityId, linkCode, now) : null;
      if (!link) throw new AppError('T003');
      // A program's link makes the user a program admin of it.
      if (link.programId) return this.programAdmins.joinByLink(manager, user, link, now);
      const context = await this.loader.load(link.teamId!, { manager, lock: true });
      this.refuseMember(context, user.id);
      if (link.role === 'PLAYER') await this.refuseSecondPlayerSeat(manager, context, user.id);
      await this.writer.join(manager, context, user, link.role, JoinMethod.INVITE_LINK, now);
      await manager.getRepository(InviteLinkEntity).increment({ code: link.code }, 'uses', 1);
      return this.result(context, user, link.role, false);
    });
  }

  /** The link with that code for that team or program, while it can still be used. */
  private async usableLink(
    manager: EntityManager,
    entityId: string,
    code: string,
    now: Date,
  ): Promise<InviteLinkEntity | null> {
    const link = await manager.getRepository(InviteLinkEntity).findOne({
      where: [
        { code, teamId: entityId },
        { code, programId: entityId },
      ],
      lock: { mode: 'pessimistic_write' },
    });
    if (!link || link.expiresAt <= now || link.uses >= link.maxUses) return null;
    return link;
  }

  private refuseMember(context: TeamContext, userId: string): void {
    if (membershipOf(context, userId) || context.team.ownerId === userId) throw new AppError('T004');
  }

  /** T005 when the user already plays on a paid team of the same program and sport line (README, Decisions). */
  private async refuseSecondPlayerSeat(
    manager: EntityManager,
    context: TeamContext,
    userId: string,
  ): Promise<void> {
    const { team } = context;
    if (!team.programId) return;
    const playedOn = await this.teams.teamsPlayedOnInProgram(manager, userId, team.programId);
    if (seatHeldElsewhere(team, playedOn)) throw new AppError('T005');
  }

  private result(context: TeamContext, user: AuthUser, joinedAs: JoinedAs, pending: boolean): JoinResultDto {
    return {
      joinedTeams: [
        toTeamDto(context.team, context.memberships, user.id, context.program, context.programTeamCount),
      ],
      joinedAs,
      pending,
    };
  }
}
