import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { type ProjectedTeam, TeamProjectionService } from '../team-projection/team-projection.service';
import type { PersonalPlaybookDto, TeamPlaybookDto } from './dto/playbook.dto';
import { notATeamMember, teamNotFound, teamPlaybookMissing } from './playbooks.errors';
import { PlaybooksRepository } from './playbooks.repository';

@Injectable()
export class PlaybooksService {
  constructor(
    private readonly repository: PlaybooksRepository,
    private readonly teams: TeamProjectionService,
  ) {}

  /** A new team gets its playbook; runs inside the event delivery's transaction. */
  async onTeamCreated(manager: EntityManager, team: ProjectedTeam, at: Date): Promise<void> {
    await this.teams.recordTeamCreated(manager, team, at);
    await this.repository.ensureTeamPlaybook(manager, team.teamId, at);
  }

  async getTeamPlaybook(user: AuthUser, teamId: string): Promise<{ playbook: TeamPlaybookDto }> {
    const access = await this.teams.access(teamId, user.id);
    if (!access) throw teamNotFound();
    if (!access.role) throw notATeamMember();
    const playbook = await this.repository.findTeamPlaybook(teamId);
    if (!playbook) throw teamPlaybookMissing();
    // Plays and folders arrive with the play features; a new playbook has none.
    return { playbook: { id: playbook.id, teamId, type: 'team', plays: [], folders: [] } };
  }

  async getMyPlaybook(user: AuthUser, now = new Date()): Promise<{ playbook: PersonalPlaybookDto }> {
    const playbook = await this.repository.findOrCreatePersonal(user.id, now);
    return { playbook: { id: playbook.id, ownerId: user.id, type: 'personal', plays: [], folders: [] } };
  }
}
