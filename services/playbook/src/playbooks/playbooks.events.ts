import { Injectable } from '@nestjs/common';
import { TeamCreatedSchema, timestampDate, Topics } from '@chalktalk/contracts';
import { OnEvent, type ReceivedEvent } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { PlaybooksService } from './playbooks.service';

@Injectable()
export class PlaybooksEvents {
  constructor(private readonly playbooks: PlaybooksService) {}

  @OnEvent(Topics.TeamsTeam, { type: TeamCreatedSchema.typeName })
  async teamCreated(event: ReceivedEvent, manager: EntityManager): Promise<void> {
    const team = event.decode(TeamCreatedSchema);
    const at = team.createdAt ? timestampDate(team.createdAt) : new Date();
    await this.playbooks.onTeamCreated(
      manager,
      {
        teamId: team.teamId,
        programId: team.programId || null,
        ownerId: team.ownerId,
        name: team.name,
        sport: team.sport,
        programAdminIds: [...team.programAdminIds],
      },
      at,
    );
  }
}
