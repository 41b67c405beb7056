import { Injectable } from '@nestjs/common';
import { estimatedPages } from '@chalktalk/domain';
import { type AuthUser, Outbox } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidCommentId, noPermission, notFound } from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import { communityPlayPublished } from '../plays/community-play-events';
import type { CommunityPlayEntity } from '../plays/community-play.entity';
import { CommunityPlaysRepository } from '../plays/community-plays.repository';
import { CommunityPlaysService } from '../plays/community-plays.service';
import { TrendingService } from '../plays/trending.service';
import { Contributors } from '../profiles/contributors.service';
import { Reviewers } from '../profiles/reviewers.service';
import { ReactionsRepository } from '../reactions/reactions.repository';
import { type ReportOutcome, ReportsRepository } from '../reports/reports.repository';
import type { ReviewReportInput } from './dto/moderation.dto';
import { ModerationRepository, REVIEW_PAGE_SIZE } from './moderation.repository';

/** A decision closes the open reports: REMOVE upholds them, RESTORE rejects them (the reporters' history). */
const outcomeOf = (decision: ReviewReportInput['decision']): ReportOutcome =>
  decision === 'REMOVE' ? 'upheld' : 'rejected';

/**
 * The review step of moderation: reports whose counted weight reaches the threshold (domain report-standing) hide
 * a play or a comment until a reviewer restores it (un-hidden, its reports rejected) or removes it (the play taken
 * down, the comment deleted; its reports upheld).
 * Reviewers: the configured community moderators (everything), and program admins (their program's plays and
 * the comments on them).
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly moderation: ModerationRepository,
    private readonly plays: CommunityPlaysRepository,
    private readonly communityPlays: CommunityPlaysService,
    private readonly reactions: ReactionsRepository,
    private readonly reports: ReportsRepository,
    private readonly contributors: Contributors,
    private readonly trending: TrendingService,
    private readonly reviewers: Reviewers,
  ) {}

  /** getReportedItems: the hidden or reported plays and comments the caller may review, 20 a page. */
  async reportedItems(caller: Caller, page: number) {
    const { user } = this.contributors.signedIn(caller);
    const scope = await this.reviewers.scopeOf(user.id);
    if (!scope) throw noPermission();
    const rows = await this.moderation.reported(scope.moderator, scope.programIds, page);
    return {
      page,
      estimatedPages: estimatedPages(rows[0]?.total ?? 0, REVIEW_PAGE_SIZE),
      items: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        playId: row.play_id,
        playName: row.play_name,
        ...(row.kind === 'COMMENT' ? { text: row.text ?? '' } : {}),
        authorScreenName: row.author_screen_name,
        hidden: row.hidden,
        reports: row.reports,
        weight: row.weight,
        ...(row.kind === 'PLAY' ? { reviewRequested: row.review_requested } : {}),
        reasons: row.reasons ?? [],
        lastReportedAt: row.last_reported_at ? new Date(row.last_reported_at).toISOString() : null,
      })),
    };
  }

  /** reviewReport: RESTORE or REMOVE one hidden or reported play or comment. */
  async review(caller: Caller, input: ReviewReportInput, now = new Date()) {
    const { user } = this.contributors.signedIn(caller);
    return input.kind === 'PLAY'
      ? this.reviewPlay(user, input.id, input.decision, now)
      : this.reviewComment(user, input.id, input.decision, now);
  }

  private async mayReview(user: AuthUser, play: CommunityPlayEntity): Promise<void> {
    if (await this.reviewers.isModerator(user.id)) return;
    if (play.programId && (await this.contributors.isProgramAdmin(user.id, play.programId))) return;
    throw noPermission();
  }

  private async reviewPlay(user: AuthUser, id: string, decision: ReviewReportInput['decision'], now: Date) {
    const play = await this.plays.find(id);
    if (!play || play.status !== 'published') throw notFound();
    await this.mayReview(user, play);
    await this.db.transaction(async (manager) => {
      if (!play.hidden && (await this.reports.openCount(manager, 'play', id)) === 0) throw notFound();
      await this.reports.decide(manager, 'play', id, outcomeOf(decision), now);
      if (decision === 'REMOVE') {
        if (await this.plays.takeDown(manager, id, 'moderator'))
          await this.communityPlays.takeDownEvent(manager, id, user.id, 'moderator', now);
        return;
      }
      // Hiding told search the play was gone (TakenDown, reason reports): restoring publishes it again.
      if (await this.moderation.unhidePlay(manager, id)) await this.publishedAgain(manager, play);
    });
    this.trending.soon();
    return {
      kind: 'PLAY' as const,
      id,
      decision,
      status: decision === 'REMOVE' ? ('taken_down' as const) : ('published' as const),
    };
  }

  private async reviewComment(
    user: AuthUser,
    id: string,
    decision: ReviewReportInput['decision'],
    now: Date,
  ) {
    const comment = await this.reactions.comment(id);
    if (!comment || comment.deleted) throw invalidCommentId();
    const play = await this.plays.find(comment.play_id);
    if (!play || play.status !== 'published') throw notFound();
    await this.mayReview(user, play);
    const comments = await this.db.transaction(async (manager) => {
      if (!comment.hidden && (await this.reports.openCount(manager, 'comment', id)) === 0) throw notFound();
      await this.reports.decide(manager, 'comment', id, outcomeOf(decision), now);
      if (decision === 'RESTORE') {
        if (await this.moderation.unhideComment(manager, id))
          return this.plays.bump(manager, play.id, 'comments', 1);
        return play.comments;
      }
      const { wasVisible } = await this.moderation.deleteComment(manager, id);
      return wasVisible ? this.plays.bump(manager, play.id, 'comments', -1) : play.comments;
    });
    return { kind: 'COMMENT' as const, id, decision, playId: play.id, comments };
  }

  private async publishedAgain(manager: EntityManager, play: CommunityPlayEntity) {
    await this.outbox.append(manager, communityPlayPublished(play, true));
  }
}
