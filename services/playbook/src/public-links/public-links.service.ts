import { Injectable } from '@nestjs/common';
import type { Play } from '@chalktalk/domain';
import type { AuthUser } from '@chalktalk/platform';
import { PlaybookAccess } from '../playbooks/playbook-access.service';
import { playActions, seesCoachOnly } from '../playbooks/playbook.rules';
import { itemNotFound, noPermission } from '../playbooks/playbooks.errors';
import { loadedPlay } from '../plays/play-document';
import { PlaysRepository } from '../plays/plays.repository';
import { PlaysService } from '../plays/plays.service';
import { PublicLinksRepository } from './public-links.repository';
import { itemContextOf } from '../playbooks/item-context';

@Injectable()
export class PublicLinksService {
  constructor(
    private readonly access: PlaybookAccess,
    private readonly plays: PlaysRepository,
    private readonly playsService: PlaysService,
    private readonly links: PublicLinksRepository,
  ) {}

  /**
   * A public link to a play the user may share: their own (not hidden) play, or a team play for coaches and
   * admins, and for players while PLAYERS_CAN_SHARE_PLAY_LINKS is on.
   */
  async getPublicShareLink(
    user: AuthUser,
    input: { playId: string; playbookId: string; teamId?: string },
    now = new Date(),
  ): Promise<{ link: string }> {
    if (input.teamId) {
      const context = await this.access.team(user, input.teamId);
      const entry = await this.plays.findEntry(context.playbook.id, input.playId);
      if (!entry || entry.srcPlaybookId !== input.playbookId) throw itemNotFound();
      if (entry.coachOnly && !seesCoachOnly(context.role)) throw itemNotFound();
      const allowed = seesCoachOnly(context.role) || context.flags.PLAYERS_CAN_SHARE_PLAY_LINKS === true;
      if (!allowed) throw noPermission();
    } else {
      const context = await this.access.context(user, input.playbookId);
      const opened = await this.playsService.open(context, input.playId);
      const actions = playActions(itemContextOf(context));
      if (opened.entry.srcPlaybookId !== input.playbookId || !actions.share) throw noPermission();
    }
    const link = await this.links.findOrCreate(
      { playId: input.playId, playbookId: input.playbookId, teamId: input.teamId ?? null },
      user.id,
      now,
    );
    return { link: link.id };
  }

  /** The play behind a link, for anyone; G004 once the play is gone or no longer shared with that team. */
  async getPublicSharedPlay(linkId: string): Promise<{ play: Play }> {
    const link = await this.links.find(linkId);
    if (!link) throw itemNotFound();
    if (link.teamId) {
      const teamPlaybook = await this.access.teamPlaybook(link.teamId);
      const entry = teamPlaybook && (await this.plays.findEntry(teamPlaybook.id, link.playId));
      if (!entry || entry.coachOnly) throw itemNotFound();
    }
    const stored = await this.plays.findPlay(link.playId);
    if (!stored) throw itemNotFound();
    // Who viewed it and who shared it are the team's business, not the public's.
    const { viewers: _viewers, viewerCount: _count, sharedBy: _by, ...play } = loadedPlay(stored.document);
    return { play: play as Play };
  }
}
