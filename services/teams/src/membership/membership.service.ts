import { Injectable } from '@nestjs/common';
import { AppError, isAppError } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { DataSource, type EntityManager, In } from 'typeorm';
import { RosterEntryEntity } from '../roster/roster-entry.entity';
import { membershipOf, requireRule, type TeamContext, teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { ProgramAdminsService } from '../program-admins/program-admins.service';
import type { ProgramEntity } from '../teams/program.entity';
import { TeamsRepository } from '../teams/teams.repository';
import { RemovalReason } from './membership-events';
import type {
  ChangeUserRoleDto,
  PendingFailureDto,
  TeamMemberDto,
  UpdatePendingMembersDto,
} from './membership.dto';
import { MembershipWriter } from './membership-writer';

type PendingAction =
  | { kind: 'accept'; uid: string }
  | { kind: 'reject'; uid: string }
  | { kind: 'assign'; uid: string; playerId: string; role: 'PLAYER' | 'CONTACT' };

@Injectable()
export class MembershipService {
  constructor(
    private readonly db: DataSource,
    private readonly loader: TeamContextLoader,
    private readonly teams: TeamsRepository,
    private readonly writer: MembershipWriter,
    private readonly programAdmins: ProgramAdminsService,
  ) {}

  /**
   * Joined members of the named teams and of every team of the named programs; the user must belong to each (or
   * edit it). A named program also answers its program admins, keyed by the program's id.
   */
  async getTeamMembers(
    user: AuthUser,
    query: { teams: string[]; programs: string[] },
  ): Promise<{ members: Record<string, TeamMemberDto[]> }> {
    const teamIds = new Set(query.teams);
    const programs: ProgramEntity[] = [];
    for (const programId of query.programs) {
      const program = await this.teams.programById(programId);
      if (!program) throw new AppError('G004');
      programs.push(program);
      for (const team of await this.teams.teamsOfProgram(programId)) teamIds.add(team.id);
    }
    const members: Record<string, TeamMemberDto[]> = {};
    // Program admins see their program even before it has teams; others only through its teams (checked below).
    for (const program of programs) {
      const programTeams = await this.teams.teamsOfProgram(program.id);
      if (!program.admins.includes(user.id) && programTeams.length === 0) throw new AppError('G003');
      members[program.id] = await this.programAdmins.list(program, user.id);
    }
    for (const teamId of teamIds) {
      const context = await this.loader.load(teamId);
      const mayEdit = teamRules.canEdit(context, user.id);
      const isMember = membershipOf(context, user.id)?.pending === false;
      if (!mayEdit && !isMember) throw new AppError('G003');
      members[teamId] = context.memberships
        .filter((membership) => !membership.pending)
        .map((membership) => ({
          uid: membership.userId,
          role: membership.role,
          firstName: membership.firstName,
          lastName: membership.lastName,
          ...(mayEdit ? { email: membership.email } : {}),
          joinedAt: membership.joinedAt.toISOString(),
        }));
    }
    return { members };
  }

  /** Editors remove members; only team or program admins remove admins; the owner cannot be removed. */
  async removeTeamMembers(
    user: AuthUser,
    teamId: string,
    memberIds: string[],
    now = new Date(),
  ): Promise<{ removed: string[] }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(teamId, { manager, lock: true });
      requireRule(teamRules.canEdit, context, user.id);
      const targets = [...new Set(memberIds)].map((id) => {
        const membership = membershipOf(context, id);
        if (!membership) throw new AppError('G004');
        if (id === context.team.ownerId) throw new AppError('G003');
        if (membership.role === 'ADMIN' && !membership.pending)
          requireRule(teamRules.canAdminister, context, user.id);
        return membership;
      });
      for (const membership of targets) {
        const reason = membership.pending ? RemovalReason.REJECTED : RemovalReason.REMOVED;
        await this.writer.remove(manager, context, membership, reason, now);
      }
      return { removed: targets.map((membership) => membership.userId) };
    });
  }

  /** Members who are not admins may leave (a pending member withdraws the request). */
  async leaveTeam(user: AuthUser, teamId: string, now = new Date()): Promise<{ left: true }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(teamId, { manager, lock: true });
      const membership = membershipOf(context, user.id);
      if (!membership) throw new AppError('G004');
      if (!membership.pending) requireRule(teamRules.canLeave, context, user.id);
      await this.writer.remove(manager, context, membership, RemovalReason.LEFT, now);
      return { left: true };
    });
  }

  /**
   * Changes a member's role within the team-size limits (T002). Editors change coaches, players and contacts;
   * making or unmaking an admin needs a team or program admin; the owner stays admin.
   */
  async changeUserRole(
    user: AuthUser,
    input: ChangeUserRoleDto,
    now = new Date(),
  ): Promise<{ member: { uid: string; role: string; rosterId: string | null } }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(teamRules.canEdit, context, user.id);
      const membership = membershipOf(context, input.uid);
      if (!membership || membership.pending) throw new AppError('G004');
      if (input.uid === context.team.ownerId) throw new AppError('G003');
      if (membership.role === 'ADMIN' || input.newRole === 'ADMIN')
        requireRule(teamRules.canAdminister, context, user.id);
      const rosterId =
        membership.role === input.newRole && !input.playerId
          ? ((
              await manager
                .getRepository(RosterEntryEntity)
                .findOneBy({ teamId: input.teamId, userId: input.uid })
            )?.id ?? null)
          : await this.writer.changeRole(
              manager,
              context,
              membership,
              input.newRole,
              input.playerId ? { playerId: input.playerId } : {},
              now,
            );
      return { member: { uid: input.uid, role: input.newRole, rosterId } };
    });
  }

  /**
   * Accepts, rejects and assigns pending members in one call. Each change commits on its own, so one failure
   * (a full team, a member no longer pending) does not undo the others; any failure answers success false.
   */
  async updatePendingMembers(
    user: AuthUser,
    input: UpdatePendingMembersDto,
    now = new Date(),
  ): Promise<{ success: boolean; failed: PendingFailureDto[] }> {
    requireRule(teamRules.canEdit, await this.loader.load(input.teamId), user.id);
    const actions: PendingAction[] = [
      ...input.accept.map((uid) => ({ kind: 'accept' as const, uid })),
      ...input.assign.map((item) => ({ kind: 'assign' as const, ...item })),
      ...input.reject.map((uid) => ({ kind: 'reject' as const, uid })),
    ];
    const failed: PendingFailureDto[] = [];
    for (const action of actions) {
      try {
        await this.db.transaction(async (manager) => {
          const context = await this.loader.load(input.teamId, { manager, lock: true });
          // Rights are re-read with the lock: an editor removed mid-call stops here.
          requireRule(teamRules.canEdit, context, user.id);
          await this.applyPending(manager, context, action, now);
        });
      } catch (error) {
        if (!isAppError(error)) throw error;
        failed.push({ uid: action.uid, code: error.code, message: error.message });
      }
    }
    return { success: failed.length === 0, failed };
  }

  private async applyPending(
    manager: EntityManager,
    context: TeamContext,
    action: PendingAction,
    now: Date,
  ): Promise<void> {
    const membership = membershipOf(context, action.uid);
    if (!membership?.pending) throw new AppError('G004');
    if (action.kind === 'reject') {
      await this.writer.remove(manager, context, membership, RemovalReason.REJECTED, now);
    } else if (action.kind === 'accept') {
      await this.writer.approve(manager, context, membership, now);
    } else {
      await this.writer.approve(manager, context, membership, now, {
        playerId: action.playerId,
        role: action.role,
      });
    }
  }

  /** Used by emailTeam: addresses of members (by uid) and roster people (by roster id) of one team. */
  async addressesOf(
    context: TeamContext,
    recipients: string[],
  ): Promise<{ addresses: string[]; unknown: string[]; withoutAddress: string[] }> {
    const entries = await this.db.getRepository(RosterEntryEntity).findBy({
      teamId: context.team.id,
      pending: false,
      id: In(recipients.filter((id) => /^[0-9a-f-]{36}$/i.test(id))),
    });
    const addresses = new Set<string>();
    const unknown: string[] = [];
    const withoutAddress: string[] = [];
    for (const id of new Set(recipients)) {
      const membership = context.memberships.find((m) => m.userId === id && !m.pending);
      const entry = entries.find((e) => e.id === id);
      const email = membership?.email || entry?.email || '';
      if (!membership && !entry) unknown.push(id);
      else if (!email) withoutAddress.push(id);
      else addresses.add(email.toLowerCase());
    }
    return { addresses: [...addresses], unknown, withoutAddress };
  }
}
