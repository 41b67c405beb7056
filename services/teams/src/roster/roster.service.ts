import { Injectable } from '@nestjs/common';
import { AppError, isPositionOf, type SportLine } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, In } from 'typeorm';
import { RemovalReason } from '../membership/membership-events';
import { assertRoomFor } from '../teams/team-capacity';
import { requireRule, type TeamContext, teamRules } from '../teams/team-context';
import { TeamContextLoader } from '../teams/team-context.loader';
import { RosterEntryEntity } from './roster-entry.entity';
import { toRoster, toRosterPerson } from './roster-view';
import { RosterWriter } from './roster-writer';
import type {
  AddRosterContactDto,
  AddRosterPlayerDto,
  PendingMemberDto,
  RemoveTeamPlayersDto,
  RosterPersonDto,
  UpdateRosterPlayerDto,
} from './roster.dto';

/** Roster writes need edit rights on a viewable team (admins may still edit an inactive one). */
const canWriteRoster = (context: TeamContext, userId: string) =>
  teamRules.canEdit(context, userId) && teamRules.isViewable(context, userId);

function checkPosition(sport: SportLine, position: string | undefined): void {
  if (position && !isPositionOf(sport, position))
    throw new AppError('G001', {
      details: [{ path: 'player.position', message: 'Please choose a position for this sport' }],
    });
}

@Injectable()
export class RosterService {
  constructor(
    private readonly db: DataSource,
    private readonly loader: TeamContextLoader,
    private readonly writer: RosterWriter,
  ) {}

  /** The roster: editors, or everyone with PLAYERS_CAN_VIEW_TEAM_ROSTER; a paid team unless the user is admin. */
  async getRoster(user: AuthUser, teamId: string): Promise<{ roster: RosterPersonDto[] }> {
    const context = await this.loader.load(teamId);
    requireRule(teamRules.canViewRoster, context, user.id);
    const entries = await this.db.getRepository(RosterEntryEntity).find({
      where: { teamId, pending: false },
      order: { joinedAt: 'ASC' },
    });
    return { roster: toRoster(entries, teamRules.canEdit(context, user.id)) };
  }

  /** Joins waiting for review, with their pending roster entries: editors only. */
  async getPendingRoster(
    user: AuthUser,
    teamId: string,
  ): Promise<{ pendingRoster: RosterPersonDto[]; pendingMembers: PendingMemberDto[] }> {
    const context = await this.loader.load(teamId);
    requireRule(teamRules.canEdit, context, user.id);
    const entries = await this.db.getRepository(RosterEntryEntity).find({
      where: { teamId, pending: true },
      order: { joinedAt: 'ASC' },
    });
    const pendingMembers = context.memberships
      .filter((membership) => membership.pending)
      .map((membership) => ({
        uid: membership.userId,
        role: membership.role,
        firstName: membership.firstName,
        lastName: membership.lastName,
        email: membership.email,
        requestedAt: membership.joinedAt.toISOString(),
        rosterId: entries.find((entry) => entry.userId === membership.userId)?.id ?? null,
      }));
    return { pendingRoster: toRoster(entries, true), pendingMembers };
  }

  /** A player typed in by a coach: takes a player seat (T002 past the limit). */
  async addRosterPlayer(
    user: AuthUser,
    input: AddRosterPlayerDto,
    now = new Date(),
  ): Promise<{ player: RosterPersonDto }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(canWriteRoster, context, user.id);
      checkPosition(context.team.sport, input.player.position);
      assertRoomFor(context, 'PLAYER');
      const entry = await this.writer.add(
        manager,
        Object.assign(new RosterEntryEntity(), {
          id: randomUUID(),
          teamId: input.teamId,
          userId: null,
          playerId: null,
          ...input.player,
          pending: false,
          joinedAt: now,
        }),
        now,
      );
      return { player: toRosterPerson(entry, true) };
    });
  }

  async updateRosterPlayer(
    user: AuthUser,
    input: UpdateRosterPlayerDto,
    now = new Date(),
  ): Promise<{ player: RosterPersonDto }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager });
      requireRule(canWriteRoster, context, user.id);
      const entry = await this.entry(manager, input.teamId, input.playerId);
      if (entry.playerId !== null && (input.player.jersey || input.player.position))
        throw new AppError('G001', {
          details: [{ path: 'player', message: 'Contacts have no jersey or position' }],
        });
      checkPosition(context.team.sport, input.player.position);
      await this.writer.update(manager, entry, input.player, now);
      const contacts = await manager.getRepository(RosterEntryEntity).findBy({ playerId: entry.id });
      return {
        player: { ...toRosterPerson(entry, true), contacts: contacts.map((c) => toRosterPerson(c, true)) },
      };
    });
  }

  /** Contacts (parents, guardians) are roster entries carrying the player's id. */
  async addRosterContact(
    user: AuthUser,
    input: AddRosterContactDto,
    now = new Date(),
  ): Promise<{ contact: RosterPersonDto }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager });
      requireRule(canWriteRoster, context, user.id);
      const player = await this.entry(manager, input.teamId, input.playerId);
      if (player.playerId !== null || player.pending) throw new AppError('G004');
      const contact = await this.writer.add(
        manager,
        Object.assign(new RosterEntryEntity(), {
          id: randomUUID(),
          teamId: input.teamId,
          userId: null,
          playerId: player.id,
          jersey: '',
          position: '',
          ...input.contact,
          pending: false,
          joinedAt: now,
        }),
        now,
      );
      return { contact: toRosterPerson(contact, true) };
    });
  }

  /** Removes roster entries (players or contacts) and the accounts that were on the team through them. */
  async removeTeamPlayers(
    user: AuthUser,
    input: RemoveTeamPlayersDto,
    now = new Date(),
  ): Promise<{ removed: string[] }> {
    return this.db.transaction(async (manager) => {
      const context = await this.loader.load(input.teamId, { manager, lock: true });
      requireRule(canWriteRoster, context, user.id);
      const entries = await manager
        .getRepository(RosterEntryEntity)
        .findBy({ teamId: input.teamId, id: In(input.playerIds) });
      if (entries.length !== new Set(input.playerIds).size) throw new AppError('G004');
      const removed = await this.writer.remove(manager, entries, now, { reason: RemovalReason.REMOVED });
      return { removed: removed.map((entry) => entry.id) };
    });
  }

  private async entry(manager: EntityManager, teamId: string, id: string): Promise<RosterEntryEntity> {
    const entry = await manager.getRepository(RosterEntryEntity).findOneBy({ teamId, id });
    if (!entry) throw new AppError('G004');
    return entry;
  }
}
