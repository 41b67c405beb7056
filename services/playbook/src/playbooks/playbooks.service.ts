import { Injectable } from '@nestjs/common';
import type { AuthUser } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import { FoldersRepository } from '../folders/folders.repository';
import { PlaySummaries } from '../plays/play-summaries';
import { PlaysRepository } from '../plays/plays.repository';
import { TeamProjectionService } from '../team-projection/team-projection.service';
import type { ProjectedTeam } from '../team-projection/team-projection.types';
import { ViewersRepository } from '../viewers/viewers.repository';
import type { PersonalPlaybookDto, PlaybookDto, TeamPlaybookDto } from './dto/playbook.dto';
import { PlaybookAccess, type PlaybookContext, teamContextOf } from './playbook-access.service';
import { PlaybookListRead } from './playbook-list.read';
import { buildPlaybookView } from './playbook-view';
import { hasFullAccess, hiddenPlayIds } from './playbook.rules';
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
    private readonly listRead: PlaybookListRead,
  ) {}

  /** A new team gets its playbook; runs inside the event delivery's transaction. */
  async onTeamCreated(manager: EntityManager, team: ProjectedTeam, at: Date): Promise<void> {
    await this.teams.recordTeamCreated(manager, team, at);
    await this.repository.ensureTeamPlaybook(manager, team.teamId, at);
  }

  /** One statement (PlaybookListRead); the access rules run on what it read before anything is answered. */
  async getTeamPlaybook(user: AuthUser, teamId: string): Promise<{ playbook: TeamPlaybookDto }> {
    const read = await this.listRead.team(user.id, teamId);
    const context = teamContextOf(user, teamId, read.access, read.playbook);
    const view = buildPlaybookView({
      context,
      plays: read.plays,
      folders: read.folders,
      hidden: new Set(),
      viewed: read.viewed,
    });
    return { playbook: view as TeamPlaybookDto };
  }

  /** One statement once the personal playbook exists (PlaybookListRead); the first call creates it. */
  async getMyPlaybook(user: AuthUser, now = new Date()): Promise<{ playbook: PersonalPlaybookDto }> {
    const read = await this.listRead.personal(user.id);
    if (!read.playbook) {
      const created = await this.access.personal(user, now);
      return { playbook: (await this.view(personalContext(user, created))) as PersonalPlaybookDto };
    }
    const fullAccess = read.personalUnlimited || hasFullAccess(read.memberships);
    const hidden = hiddenPlayIds(
      read.plays.map(({ entry, createdDate }) => ({ id: entry.playId, createdDate })),
      fullAccess,
    );
    const context = personalContext(user, read.playbook);
    const view = buildPlaybookView({ context, plays: read.plays, folders: read.folders, hidden, fullAccess });
    return { playbook: view as PersonalPlaybookDto };
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

function personalContext(user: AuthUser, playbook: PlaybookContext['playbook']): PlaybookContext {
  return { playbook, kind: 'personal', userId: user.id, flags: {}, writable: true };
}
