import { Injectable } from '@nestjs/common';
import {
  AccountDeletedSchema,
  MemberJoinedSchema,
  MemberRemovedSchema,
  TeamRemovedSchema,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { MemberDirectoryRepository } from './member-directory.repository';
import { TeamMemberEntity } from './team-member.entity';

/**
 * teams.membership.v1 → the member directory. Membership events of a team share its key, so they arrive in order:
 * a join, a removal and a rejoin leave the right state; a redelivered join rewrites the same row.
 */
@Injectable()
export class MembershipEventsHandler {
  constructor(private readonly directory: MemberDirectoryRepository) {}

  @OnEvent(Topics.TeamsMembership, { type: MemberJoinedSchema.typeName })
  async memberJoined(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(MemberJoinedSchema);
    await this.directory.upsert(
      manager,
      Object.assign(new TeamMemberEntity(), {
        teamId: m.teamId,
        userId: m.userId,
        email: m.email.trim().toLowerCase(),
        firstName: m.firstName.trim(),
        lastName: m.lastName.trim(),
      }),
    );
  }

  @OnEvent(Topics.TeamsMembership, { type: MemberRemovedSchema.typeName })
  async memberRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(MemberRemovedSchema);
    await this.directory.remove(manager, m.teamId, m.userId);
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamRemovedSchema.typeName })
  async teamRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.directory.removeTeam(manager, event.decode(TeamRemovedSchema).teamId);
  }

  /** A deleted account's address and name go from every team it was on. */
  @OnEvent(Topics.IdentityAccount, { type: AccountDeletedSchema.typeName })
  async accountDeleted(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.directory.forgetUser(manager, event.decode(AccountDeletedSchema).accountId);
  }
}
