import { Injectable } from '@nestjs/common';
import { AppError, type TeamRole } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { InvitedTeamFlag } from '../roster/invited-team-flag';
import { RosterEntryEntity } from '../roster/roster-entry.entity';
import { RosterWriter } from '../roster/roster-writer';
import { MembershipEntity } from '../teams/membership.entity';
import { newMembership } from '../teams/new-team';
import { assertRoomFor } from '../teams/team-capacity';
import type { TeamContext } from '../teams/team-context';
import {
  JoinMethod,
  memberJoined,
  memberPending,
  memberRemoved,
  memberRoleChanged,
  RemovalReason,
} from './membership-events';

type Person = Pick<AuthUser, 'id' | 'email' | 'firstName' | 'lastName'>;

/** Where an approved or re-roled account sits on the roster. */
export interface RosterPlacement {
  /** PLAYER: an existing typed-in player entry to take over (no new seat). CONTACT: the player they belong to. */
  playerId?: string;
}

/**
 * Membership state changes with their roster side and events, shared by joins, invitations, approvals, role
 * changes and removals. Callers hold the team row lock (TeamContextLoader with lock) and check permissions;
 * seats are checked here, since every path that adds a person must respect the team-size limits.
 */
@Injectable()
export class MembershipWriter {
  constructor(
    private readonly outbox: Outbox,
    private readonly roster: RosterWriter,
    private readonly invitedTeamFlag: InvitedTeamFlag,
  ) {}

  /** A user joins (or queues to join) with a role; players get a roster entry from their account details. */
  async join(
    manager: EntityManager,
    context: TeamContext,
    user: Person,
    role: TeamRole,
    method: JoinMethod,
    now: Date,
    pending = false,
  ): Promise<MembershipEntity> {
    assertRoomFor(context, role);
    const membership = newMembership(context.team.id, user, role, now, pending);
    await manager.getRepository(MembershipEntity).insert(membership);
    context.memberships.push(membership);
    let rosterId: string | null = null;
    if (role === 'PLAYER') {
      const entry = await this.roster.add(manager, this.playerEntry(membership, pending, now), now);
      rosterId = entry.id;
      if (!pending) context.rosterPlayerCount += 1;
    }
    if (pending) {
      await this.outbox.append(manager, memberPending(membership));
    } else {
      await this.outbox.append(manager, memberJoined(membership, method, rosterId));
      await this.invitedTeamFlag.check(manager, context.team.id, now);
    }
    return membership;
  }

  /** Accepts a pending member, optionally placing them on an existing roster entry or as a player's contact. */
  async approve(
    manager: EntityManager,
    context: TeamContext,
    membership: MembershipEntity,
    now: Date,
    assign?: RosterPlacement & { role?: 'PLAYER' | 'CONTACT' },
  ): Promise<void> {
    const role: TeamRole = assign?.role ?? membership.role;
    const queued = await this.roster.entryOf(manager, context.team.id, membership.userId);
    const target = assign?.playerId ? await this.playerEntry$(manager, context, assign.playerId) : null;
    let rosterId: string | null = null;
    if (role === 'PLAYER' && target) {
      if (target.userId) throw new AppError('T004');
      if (queued)
        await this.roster.remove(manager, [queued], now, {
          reason: RemovalReason.REMOVED,
          keepUserId: membership.userId,
        });
      await this.roster.update(manager, target, { userId: membership.userId }, now);
      rosterId = target.id;
    } else if (role === 'CONTACT') {
      if (!target)
        throw new AppError('G001', { details: [{ path: 'assign', message: 'Choose the player' }] });
      const contactFields = { playerId: target.id, pending: false, jersey: '', position: '' };
      if (queued) await this.roster.update(manager, queued, contactFields, now);
      rosterId = (queued ?? (await this.roster.add(manager, this.contactEntry(membership, target, now), now)))
        .id;
    } else {
      assertRoomFor(context, role);
      if (role === 'PLAYER') {
        const entry = queued
          ? await this.roster.update(manager, queued, { pending: false }, now)
          : await this.roster.add(manager, this.playerEntry(membership, false, now), now);
        rosterId = entry.id;
        context.rosterPlayerCount += 1;
      }
    }
    membership.pending = false;
    membership.role = role;
    await manager
      .getRepository(MembershipEntity)
      .update({ teamId: membership.teamId, userId: membership.userId }, { pending: false, role });
    await this.outbox.append(manager, memberJoined(membership, JoinMethod.APPROVED, rosterId));
    await this.invitedTeamFlag.check(manager, context.team.id, now);
  }

  /** Takes a member (or pending member) off the team with their roster entries. */
  async remove(
    manager: EntityManager,
    context: TeamContext,
    membership: MembershipEntity,
    reason: RemovalReason,
    now: Date,
  ): Promise<void> {
    const entry = await this.roster.entryOf(manager, context.team.id, membership.userId);
    if (entry)
      await this.roster.remove(manager, [entry], now, {
        reason: RemovalReason.REMOVED,
        keepUserId: membership.userId,
      });
    await manager
      .getRepository(MembershipEntity)
      .delete({ teamId: membership.teamId, userId: membership.userId });
    context.memberships = context.memberships.filter((m) => m.userId !== membership.userId);
    await this.outbox.append(manager, memberRemoved(membership, reason, now));
  }

  /** Changes a joined member's role; the roster follows (players have an entry, contacts one with playerId). */
  async changeRole(
    manager: EntityManager,
    context: TeamContext,
    membership: MembershipEntity,
    newRole: TeamRole,
    placement: RosterPlacement,
    now: Date,
  ): Promise<string | null> {
    const oldRole = membership.role;
    const current = await this.roster.entryOf(manager, context.team.id, membership.userId);
    const target = placement.playerId ? await this.playerEntry$(manager, context, placement.playerId) : null;
    if (newRole === 'CONTACT' && !target)
      throw new AppError('G001', { details: [{ path: 'playerId', message: 'Choose the player' }] });
    if (newRole === 'PLAYER' && target?.userId && target.userId !== membership.userId)
      throw new AppError('T004');
    // A new seat is needed unless the member already holds one of that kind or takes over a typed-in player.
    const takesSeat = newRole !== oldRole && !(newRole === 'PLAYER' && target);
    if (takesSeat) assertRoomFor(context, newRole);

    let rosterId: string | null = null;
    const keep = { reason: RemovalReason.REMOVED, keepUserId: membership.userId };
    if (newRole === 'PLAYER') {
      if (target && target.id !== current?.id) {
        if (current) await this.roster.remove(manager, [current], now, keep);
        await this.roster.update(manager, target, { userId: membership.userId }, now);
        rosterId = target.id;
      } else if (current && current.playerId === null) {
        rosterId = current.id;
      } else {
        if (current) await this.roster.remove(manager, [current], now, keep);
        rosterId = (await this.roster.add(manager, this.playerEntry(membership, false, now), now)).id;
      }
    } else if (newRole === 'CONTACT') {
      if (current) await this.roster.remove(manager, [current], now, keep);
      rosterId = (await this.roster.add(manager, this.contactEntry(membership, target!, now), now)).id;
    } else if (current) {
      await this.roster.remove(manager, [current], now, keep);
    }
    membership.role = newRole;
    await manager
      .getRepository(MembershipEntity)
      .update({ teamId: membership.teamId, userId: membership.userId }, { role: newRole });
    await this.outbox.append(manager, memberRoleChanged(membership, oldRole, rosterId, now));
    await this.invitedTeamFlag.check(manager, context.team.id, now);
    return rosterId;
  }

  private async playerEntry$(
    manager: EntityManager,
    context: TeamContext,
    playerId: string,
  ): Promise<RosterEntryEntity> {
    const entry = await manager
      .getRepository(RosterEntryEntity)
      .findOneBy({ id: playerId, teamId: context.team.id, pending: false });
    if (!entry || entry.playerId !== null) throw new AppError('G004');
    return entry;
  }

  private playerEntry(membership: MembershipEntity, pending: boolean, now: Date): RosterEntryEntity {
    return Object.assign(new RosterEntryEntity(), {
      id: randomUUID(),
      teamId: membership.teamId,
      userId: membership.userId,
      playerId: null,
      jersey: '',
      position: '',
      firstName: membership.firstName,
      lastName: membership.lastName,
      email: membership.email,
      pending,
      joinedAt: now,
    });
  }

  private contactEntry(
    membership: MembershipEntity,
    player: RosterEntryEntity,
    now: Date,
  ): RosterEntryEntity {
    return { ...this.playerEntry(membership, false, now), playerId: player.id };
  }
}
