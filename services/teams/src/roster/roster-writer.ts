import { Injectable } from '@nestjs/common';
import { Outbox } from '@chalktalk/platform';
import { type EntityManager, In } from 'typeorm';
import { memberRemoved, RemovalReason } from '../membership/membership-events';
import { MembershipEntity } from '../teams/membership.entity';
import { InvitedTeamFlag } from './invited-team-flag';
import { RosterEntryEntity } from './roster-entry.entity';
import { rosterPlayerAdded, rosterPlayerRemoved, rosterPlayerUpdated } from './roster-events';

/** Every roster write goes through here, so each one is announced on teams.roster.v1 in its transaction. */
@Injectable()
export class RosterWriter {
  constructor(
    private readonly outbox: Outbox,
    private readonly invitedTeamFlag: InvitedTeamFlag,
  ) {}

  async add(manager: EntityManager, entry: RosterEntryEntity, now: Date): Promise<RosterEntryEntity> {
    await manager.getRepository(RosterEntryEntity).insert(entry);
    await this.outbox.append(manager, rosterPlayerAdded(entry));
    if (!entry.pending) await this.invitedTeamFlag.check(manager, entry.teamId, now);
    return entry;
  }

  async update(
    manager: EntityManager,
    entry: RosterEntryEntity,
    changes: Partial<RosterEntryEntity>,
    now: Date,
  ): Promise<RosterEntryEntity> {
    Object.assign(entry, changes);
    await manager.getRepository(RosterEntryEntity).update({ id: entry.id }, changes);
    await this.outbox.append(manager, rosterPlayerUpdated(entry));
    if (!entry.pending) await this.invitedTeamFlag.check(manager, entry.teamId, now);
    return entry;
  }

  /**
   * Removes entries with the contacts that belong to them. Accounts linked to a removed entry leave the team
   * too (a player without their roster entry, a contact without their player), except `keepUserId`, whose
   * membership the caller handles. Returns the removed entries.
   */
  async remove(
    manager: EntityManager,
    entries: readonly RosterEntryEntity[],
    now: Date,
    opts: { reason: RemovalReason; keepUserId?: string },
  ): Promise<RosterEntryEntity[]> {
    if (entries.length === 0) return [];
    const repo = manager.getRepository(RosterEntryEntity);
    const contacts = await repo.findBy({ playerId: In(entries.map((entry) => entry.id)) });
    const all = [...entries, ...contacts.filter((contact) => !entries.some((e) => e.id === contact.id))];
    await repo.delete({ id: In(all.map((entry) => entry.id)) });
    for (const entry of all) await this.outbox.append(manager, rosterPlayerRemoved(entry, now));

    const linked = all.filter((entry) => entry.userId && entry.userId !== opts.keepUserId);
    for (const entry of linked) {
      const membership = await manager
        .getRepository(MembershipEntity)
        .findOneBy({ teamId: entry.teamId, userId: entry.userId! });
      // Only the roles a roster entry stands for; a coach who also had an entry keeps the coach role.
      if (!membership || (membership.role !== 'PLAYER' && membership.role !== 'CONTACT')) continue;
      await manager.getRepository(MembershipEntity).delete({ teamId: entry.teamId, userId: entry.userId! });
      await this.outbox.append(manager, memberRemoved(membership, opts.reason, now));
    }
    return all;
  }

  /** The roster entry an account has on a team (its player entry or contact entry), if any. */
  entryOf(manager: EntityManager, teamId: string, userId: string): Promise<RosterEntryEntity | null> {
    return manager.getRepository(RosterEntryEntity).findOneBy({ teamId, userId });
  }
}
