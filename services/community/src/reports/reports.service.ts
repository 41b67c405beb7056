import { Injectable } from '@nestjs/common';
import { COMMUNITY_RATE_LIMITS, REPORT_MESSAGES, reportsHide } from '@chalktalk/domain';
import { DataSource } from 'typeorm';
import {
  alreadyReported,
  invalidCommentId,
  notFound,
  notHidden,
  ownContent,
  rateLimited,
} from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import { CommunityPlaysRepository } from '../plays/community-plays.repository';
import { CommunityPlaysService } from '../plays/community-plays.service';
import { Contributors } from '../profiles/contributors.service';
import { ReactionsRepository } from '../reactions/reactions.repository';
import type { ReportInput } from './dto/reports.dto';
import { ReporterStandings } from './reporter-standing.service';
import { ReportsRepository } from './reports.repository';

const DAY = 86_400_000;

/**
 * Reports and the author's request for review. A report weighs by its reporter's standing; an item is hidden
 * only when its open reports' counted weight reaches the threshold (domain report-standing), until a moderator
 * restores or upholds it.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly reports: ReportsRepository,
    private readonly standings: ReporterStandings,
    private readonly reactions: ReactionsRepository,
    private readonly plays: CommunityPlaysRepository,
    private readonly communityPlays: CommunityPlaysService,
    private readonly contributors: Contributors,
  ) {}

  /**
   * reportCommunityContent: anyone with a profile reports someone else's play or comment, once. The answer says
   * whether the report counts (a new profile's does not: the message tells the reporter) and whether the item
   * is now hidden (a hidden play leaves every section; a hidden comment leaves the list).
   */
  async report(caller: Caller, input: ReportInput, now = new Date()) {
    const { user, profile } = await this.contributors.withProfile(caller);
    const target = await this.target(input);
    if (target.authorId === user.id) throw ownContent(input.kind);
    const count = await this.reactions.countAction(user.id, 'report', DAY, now);
    if (count > COMMUNITY_RATE_LIMITS.reportsPerDay) throw rateLimited('report');
    const weight = await this.standings.weightOf(profile, now);
    const hidden = await this.db.transaction(async (manager) => {
      const added = await this.reports.add(
        manager,
        { kind: input.kind, targetId: input.id, reporterId: user.id, reason: input.reason ?? '', weight },
        now,
      );
      if (!added) throw alreadyReported();
      if (!reportsHide(await this.reports.openWeights(manager, input.kind, input.id))) return false;
      if (input.kind === 'comment') {
        if (await this.reactions.removeComment(manager, input.id, 'hidden'))
          await this.plays.bump(manager, target.playId, 'comments', -1);
        return true;
      }
      if (await this.plays.hide(manager, input.id))
        await this.communityPlays.takeDownEvent(manager, input.id, user.id, 'reports', now);
      return true;
    });
    const counts = weight > 0;
    const message = !counts
      ? REPORT_MESSAGES.notCounted
      : input.kind === 'play'
        ? REPORT_MESSAGES.counted
        : REPORT_MESSAGES.commentCounted;
    return { kind: input.kind, id: input.id, reported: true, counts, hidden, message };
  }

  /** requestCommunityReview: the author of a hidden play asks a moderator to look at it (again idempotent). */
  async requestReview(caller: Caller, id: string, now = new Date()) {
    const { user } = this.contributors.signedIn(caller);
    const play = await this.plays.find(id);
    if (!play || play.authorId !== user.id) throw notFound();
    if (play.status !== 'published' || !play.hidden) throw notHidden();
    const requestedAt = await this.db.transaction((manager) => this.reports.requestReview(manager, id, now));
    return {
      id,
      reviewRequested: true,
      reviewRequestedAt: requestedAt.toISOString(),
      message: REPORT_MESSAGES.reviewRequested,
    };
  }

  private async target(input: ReportInput): Promise<{ playId: string; authorId: string }> {
    if (input.kind === 'play') {
      const play = await this.plays.find(input.id);
      if (!play) throw notFound();
      return { playId: play.id, authorId: play.authorId };
    }
    const comment = await this.reactions.comment(input.id);
    if (!comment) throw invalidCommentId();
    return { playId: comment.play_id, authorId: comment.author_id };
  }
}
