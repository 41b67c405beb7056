import { Injectable } from '@nestjs/common';
import {
  type Envelope,
  TeamCreatedSchema,
  TeamRemovedSchema,
  TeamUpdatedSchema,
  timestampDate,
  Topics,
} from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { editionOfSport } from './edition-of-sport';
import { TeamEditionEntity } from './team-edition.entity';
import { TeamEditionsRepository } from './team-editions.repository';

const occurredAt = (envelope: Envelope) =>
  envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0);

/**
 * teams.team.v1 → the team's edition (from its sport) and program, so invitations and team emails carry the
 * team's branding and program invitations their teams' branding. Team mail itself does not carry the sport; a
 * team (or program) not seen yet is branded as hoops.
 */
@Injectable()
export class TeamEventsHandler {
  constructor(private readonly editions: TeamEditionsRepository) {}

  @OnEvent(Topics.TeamsTeam, { type: TeamCreatedSchema.typeName })
  async teamCreated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(TeamCreatedSchema);
    const at = occurredAt(event.envelope);
    await this.remember(manager, m, m.createdAt ? timestampDate(m.createdAt) : at, at);
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamUpdatedSchema.typeName })
  async teamUpdated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const m = event.decode(TeamUpdatedSchema);
    // Without its TeamCreated, the team is at least as old as this update (a later TeamCreated moves it back).
    const at = occurredAt(event.envelope);
    await this.remember(manager, m, at, at);
  }

  @OnEvent(Topics.TeamsTeam, { type: TeamRemovedSchema.typeName })
  async teamRemoved(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    await this.editions.remove(manager, event.decode(TeamRemovedSchema).teamId);
  }

  private remember(
    manager: EntityManager,
    team: { teamId: string; programId: string; sport: string },
    createdAt: Date,
    at: Date,
  ): Promise<void> {
    return this.editions.upsert(
      manager,
      Object.assign(new TeamEditionEntity(), {
        teamId: team.teamId,
        edition: editionOfSport(team.sport),
        programId: team.programId || null,
        createdAt,
        updatedAt: at,
      }),
    );
  }
}
