import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CommunityPlayCopiedSchema,
  CommunityPlayTakenDownSchema,
  create,
  timestampFromDate,
  Topics,
} from '@chalktalk/contracts';
import {
  COMMUNITY_HOMEPAGE_SIZE,
  type CommunitySection,
  estimatedPages,
  type SportFamily,
} from '@chalktalk/domain';
import { Outbox } from '@chalktalk/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { invalidRequest, noPermission, notFound } from '../community.errors';
import type { Caller } from '../http/caller.decorator';
import { PlaybookClient, type PlayDocument } from '../playbook-client/playbook.client';
import { Contributors } from '../profiles/contributors.service';
import { communityPlayPublished } from './community-play-events';
import type { CommunityPlayEntity } from './community-play.entity';
import { CommunityPlaysRepository } from './community-plays.repository';
import type { ShareToCommunityInput } from './dto/community-plays.dto';
import { TrendingService } from './trending.service';

/** How long a replica reuses the listed-play count for estimatedPages. */
const COUNT_TTL_MS = 5000;
/** The count cache's key for the lists of every sport. */
const ALL_SPORTS = 'all';

/** What the public never sees of the author's play: who viewed it and who shared it in their team. */
function publicDocument(play: PlayDocument): Record<string, unknown> {
  const {
    viewers: _v,
    viewerCount: _c,
    sharedBy: _s,
    sharedOn: _o,
    coachOnly: _co,
    proxyTeamId: _p,
    ...rest
  } = play as Record<string, unknown>;
  return rest;
}

@Injectable()
export class CommunityPlaysService {
  /** Listed-play counts per sport family (and of all sports), each reused for COUNT_TTL_MS. */
  private readonly listedCounts = new Map<SportFamily | typeof ALL_SPORTS, { value: number; at: number }>();

  constructor(
    private readonly db: DataSource,
    private readonly outbox: Outbox,
    private readonly plays: CommunityPlaysRepository,
    private readonly playbook: PlaybookClient,
    private readonly contributors: Contributors,
    private readonly trending: TrendingService,
  ) {}

  /**
   * shareToCommunity. COMMUNITY publishes a snapshot of the play as it is now (name, description and tags from the
   * input, else the play's; the program's branding when the author belongs to it). The author needs a profile and
   * edit rights on the play (playbook decides, answering getPlay as the author). NOONE takes the author's
   * community play of that source play down. COACHES and TEAM are team shares: playbook/shareItems.
   */
  async share(caller: Caller, input: ShareToCommunityInput, now = new Date()) {
    const { user, authorization } = await this.contributors.withProfile(caller);
    if (input.shareLevel === 'NOONE') return this.unshare(user.id, input.playId, now);
    if (input.shareLevel !== 'COMMUNITY')
      throw invalidRequest('Share with a team from the playbook; the community takes COMMUNITY or NOONE');
    const { play, readOnly } = await this.playbook.getPlay(authorization, input.srcPlaybookId, input.playId);
    if (readOnly) throw noPermission();
    if (input.programId && !(await this.contributors.belongsToProgram(user.id, input.programId)))
      throw noPermission();
    const document = publicDocument(play);
    const result = await this.db.transaction(async (manager) => {
      const parent = await this.plays.copiedFrom(input.playId, manager);
      const parentPlay = parent ? await this.plays.find(parent, manager) : null;
      const creditIds = parentPlay ? [...parentPlay.creditIds, parentPlay.id] : [];
      const fields = {
        sourcePlayId: input.playId,
        sourcePlaybookId: input.srcPlaybookId,
        authorId: user.id,
        programId: input.programId ?? null,
        name: input.name ?? (typeof play.name === 'string' && play.name ? play.name : 'Untitled play'),
        description: input.description ?? (typeof play.description === 'string' ? play.description : ''),
        tags:
          input.tags ??
          (Array.isArray(play.tags) ? (play.tags as unknown[]).filter((t) => typeof t === 'string') : []),
        sport: typeof play.sport === 'string' ? play.sport : '',
        document,
        creditIds,
      };
      const saved = await this.plays.upsertSnapshot(manager, randomUUID(), fields, now);
      await this.outbox.append(
        manager,
        communityPlayPublished({ ...fields, id: saved.id, publishedAt: now }, saved.republished),
      );
      return saved;
    });
    this.trending.soon();
    return { id: result.id, shareLevel: 'COMMUNITY' as const, republished: result.republished };
  }

  private async unshare(userId: string, playId: string, now: Date) {
    const id = await this.db.transaction(async (manager) => {
      const existing = await this.plays.findBySource(userId, playId, manager);
      if (!existing) throw notFound();
      await this.takeDownIn(manager, existing, userId, 'author', now);
      return existing.id;
    });
    return { id, shareLevel: 'NOONE' as const };
  }

  /** takeDownCommunityPlay: the author, or an admin of the program the play is branded with. */
  async takeDown(caller: Caller, id: string, now = new Date()) {
    const { user } = this.contributors.signedIn(caller);
    const play = await this.plays.find(id);
    if (!play) throw notFound();
    const author = play.authorId === user.id;
    const programAdmin =
      !author && play.programId !== null && (await this.contributors.isProgramAdmin(user.id, play.programId));
    if (!author && !programAdmin) throw noPermission();
    await this.db.transaction((manager) =>
      this.takeDownIn(manager, play, user.id, author ? 'author' : 'program_admin', now),
    );
    return { id, status: 'taken_down' as const };
  }

  private async takeDownIn(
    manager: EntityManager,
    play: CommunityPlayEntity,
    byId: string,
    reason: string,
    now: Date,
  ) {
    if (!(await this.plays.takeDown(manager, play.id, reason))) return;
    await this.takeDownEvent(manager, play.id, byId, reason, now);
  }

  /** CommunityPlayTakenDown (also when reports hide a play: for search and the feeds it is gone either way). */
  async takeDownEvent(manager: EntityManager, playId: string, byId: string, reason: string, now: Date) {
    await this.outbox.append(manager, {
      topic: Topics.CommunityPlay,
      key: playId,
      schema: CommunityPlayTakenDownSchema,
      payload: create(CommunityPlayTakenDownSchema, {
        communityPlayId: playId,
        byId,
        reason,
        takenDownAt: timestampFromDate(now),
      }),
    });
    this.trending.soon();
  }

  /**
   * getCommunityPlaybook: one page of a section and how many pages there are, of one sport family when `sport`
   * names one (pages and estimatedPages count only its plays), else of every sport. The answer names the family
   * it was narrowed to (null: all sports).
   */
  async section(section: CommunitySection, page: number, sport?: SportFamily) {
    const [plays, total] = await Promise.all([
      this.plays.page(section, page, sport),
      this.countListed(sport),
    ]);
    return { section, page, sport: sport ?? null, plays, estimatedPages: estimatedPages(total) };
  }

  /** getCommunityHomepage: the first plays of each section, of one sport family or of all. */
  async homepage(sport?: SportFamily) {
    const [newPlays, popularPlays, trendingPlays] = await Promise.all(
      (['LATEST', 'POPULAR', 'TRENDING'] as const).map((s) =>
        this.plays.page(s, 1, sport, COMMUNITY_HOMEPAGE_SIZE),
      ),
    );
    return { sport: sport ?? null, newPlays, popularPlays, trendingPlays };
  }

  /**
   * getCommunityPlay: the snapshot (id = the community play's), its playlist item (what the page shows around
   * it, with the credit chain), the program's branding. Anyone may read a listed play; a taken-down or hidden one
   * only its author. Each read counts a view.
   */
  async get(caller: Caller, id: string) {
    const play = await this.listedOrOwn(caller, id);
    const userId = caller.user?.id;
    const [credits, screenName, liked, programAdmin] = await Promise.all([
      this.plays.credits(play.creditIds),
      this.plays.screenNameOf(play.authorId),
      userId ? this.plays.liked(id, userId) : Promise.resolve(false),
      userId && play.programId && userId !== play.authorId
        ? this.contributors.isProgramAdmin(userId, play.programId)
        : Promise.resolve(false),
    ]);
    if (play.status === 'published' && !play.hidden) await this.plays.addView(id);
    return {
      play: {
        ...play.document,
        id: play.id,
        name: play.name,
        description: play.description,
        tags: play.tags,
      },
      playlistItem: {
        id: play.id,
        name: play.name,
        description: play.description,
        tags: play.tags,
        sport: play.sport,
        authorScreenName: screenName,
        /** The author's profile id (/community/profile?pr=); null when the author has no profile (any more). */
        authorProfileId: screenName === null ? null : play.authorId,
        mine: userId === play.authorId,
        /** The author and the admins of the play's program may take it down. */
        canTakeDown: userId === play.authorId || programAdmin,
        status: play.hidden ? 'hidden' : play.status,
        /** The author of the hidden play asked for review (requestCommunityReview). */
        reviewRequested: play.hidden && play.reviewRequestedAt !== null,
        publishedAt: play.publishedAt.toISOString(),
        updatedAt: play.updatedAt.toISOString(),
        likes: play.likes,
        comments: play.comments,
        copies: play.copies,
        views: play.views + 1,
        liked,
        credits,
      },
      branding: play.programId
        ? { programId: play.programId, logoUrl: `/api/teams/entityLogo?entityId=${play.programId}` }
        : null,
    };
  }

  /**
   * copyCommunityPlay: the snapshot saved as a new play of the caller's personal playbook (through playbook, as
   * the caller). The copy is remembered (community_copies), so republishing it credits this play and its chain.
   */
  async copy(caller: Caller, id: string, now = new Date()) {
    const { user, authorization } = this.contributors.signedIn(caller);
    const play = await this.listed(id);
    const [playbookId, authorScreenName] = await Promise.all([
      this.playbook.myPlaybookId(authorization),
      this.plays.screenNameOf(play.authorId),
    ]);
    // The copy carries its credit into the playbook (Play.copiedFrom), shown wherever the copy appears.
    const newPlayId = await this.playbook.saveNewPlay(authorization, playbookId, {
      ...(play.document as PlayDocument),
      name: play.name,
      copiedFrom: { communityPlayId: id, name: play.name, authorScreenName },
    });
    const copies = await this.db.transaction(async (manager) => {
      await this.plays.recordCopy(
        manager,
        { id: randomUUID(), communityPlayId: id, userId: user.id, newPlayId },
        now,
      );
      const count = await this.plays.bump(manager, id, 'copies', 1);
      await this.outbox.append(manager, {
        topic: Topics.CommunityPlay,
        key: id,
        schema: CommunityPlayCopiedSchema,
        payload: create(CommunityPlayCopiedSchema, {
          communityPlayId: id,
          userId: user.id,
          newPlayId,
          copies: count,
          authorId: play.authorId,
          at: timestampFromDate(now),
        }),
      });
      return count;
    });
    return { id: newPlayId, playbookId, copies };
  }

  /** A listed play (published, not hidden); G004 otherwise. */
  async listed(id: string): Promise<CommunityPlayEntity> {
    const play = await this.plays.find(id);
    if (!play || play.status !== 'published' || play.hidden) throw notFound();
    return play;
  }

  private async listedOrOwn(caller: Caller, id: string): Promise<CommunityPlayEntity> {
    const play = await this.plays.find(id);
    if (!play) throw notFound();
    const listed = play.status === 'published' && !play.hidden;
    if (!listed && play.authorId !== caller.user?.id) throw notFound();
    return play;
  }

  private async countListed(sport?: SportFamily): Promise<number> {
    const key = sport ?? ALL_SPORTS;
    const cached = this.listedCounts.get(key);
    if (cached && Date.now() - cached.at < COUNT_TTL_MS) return cached.value;
    const value = await this.plays.countListed(sport);
    this.listedCounts.set(key, { value, at: Date.now() });
    return value;
  }
}
