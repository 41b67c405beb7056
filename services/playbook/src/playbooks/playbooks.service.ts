import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { FoldersRepository } from '../folders/folders.repository';
import { PlaySummaries } from '../plays/play-summaries';
import { PlaysRepository } from '../plays/plays.repository';
import { type ProjectedTeam, TeamProjectionService } from '../team-projection/team-projection.service';
import { ViewersRepository } from '../viewers/viewers.repository';
import type { PersonalPlaybookDto, PlaybookDto, TeamPlaybookDto } from './dto/playbook.dto';
import { PlaybookAccess, type PlaybookContext } from './playbook-access.service';
import { buildPlaybookView } from './playbook-view';
import { hiddenPlayIds } from './playbook.rules';
import { PlaybooksRepository } from './playbooks.repository';

@Injectable()
export class PlaybooksService {
  constructor(
    private readonly repository: PlaybooksRepository,
    private readonly teams: TeamProjectionService,
    private readonly access: PlaybookAccess,
    private readonly plays: PlaysRepository,
    private readonly folders: FoldersRepository,
    private readonly viewers: ViewersRepository,
    private readonly summaries: PlaySummaries,
  ) {}

  /** A new team gets its playbook; runs inside the event delivery's transaction. */
  async onTeamCreated(manager: EntityManager, team: ProjectedTeam, at: Date): Promise<void> {
    await this.teams.recordTeamCreated(manager, team, at);
    await this.repository.ensureTeamPlaybook(manager, team.teamId, at);
  }

  async getTeamPlaybook(user: AuthUser, teamId: string): Promise<{ playbook: TeamPlaybookDto }> {
    const context = await this.access.team(user, teamId);
    return { playbook: (await this.view(context)) as TeamPlaybookDto };
  }

  async getMyPlaybook(user: AuthUser, now = new Date()): Promise<{ playbook: PersonalPlaybookDto }> {
    const playbook = await this.access.personal(user, now);
    const context: PlaybookContext = {
      playbook,
      kind: 'personal',
      userId: user.id,
      flags: {},
      writable: true,
    };
    return { playbook: (await this.view(context)) as PersonalPlaybookDto };
  }

  /** Personal plays the user may not open (without full access, all after the first ten). */
  async hiddenPlays(context: PlaybookContext): Promise<{ hidden: Set<string>; fullAccess?: boolean }> {
    if (context.kind !== 'personal') return { hidden: new Set() };
    // Only ids and creation dates count (no play documents): both statements go together.
    const [fullAccess, own] = await Promise.all([
      this.access.fullAccess(context.userId),
      this.plays.listedCreationDates(context.playbook.id),
    ]);
    return { hidden: hiddenPlayIds(own, fullAccess), fullAccess };
  }

  /**
   * The playbook as the list screen shows it, for this user. Its statements go together (one round trip): the
   * listed plays, the folders, and the user's full access (personal: the free-plays rule, from the listed plays'
   * creation dates) or the plays the user has viewed (team).
   */
  async view(context: PlaybookContext): Promise<PlaybookDto> {
    const personal = context.kind === 'personal';
    const [plays, folders, fullAccess, viewed] = await Promise.all([
      this.summaries.listed(context.playbook.id),
      this.folders.foldersOf(context.playbook.id),
      personal ? this.access.fullAccess(context.userId) : undefined,
      context.kind === 'team' && context.teamId
        ? this.viewers.viewedPlayIds(context.teamId, context.userId)
        : undefined,
    ]);
    const hidden = personal
      ? hiddenPlayIds(
          plays.map(({ entry, createdDate }) => ({ id: entry.playId, createdDate })),
          fullAccess ?? false,
        )
      : new Set<string>();
    return buildPlaybookView({ context, plays, folders, hidden, viewed, fullAccess });
  }
}
