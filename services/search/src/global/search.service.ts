import { Inject, Injectable } from '@nestjs/common';
import { AppError, COMMUNITY_PAGE_SIZE } from '@chalktalk/domain';
import { TeamDirectory } from '@chalktalk/platform';
import { grant, grantsOf, type TeamStanding } from '../access/acl';
import { highlightRanges, queryWords } from '../index/query-text';
import {
  GLOBAL_KINDS,
  SEARCH_INDEX,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
} from '../index/search-document';

/** Hits per group of search/global. */
export const GLOBAL_GROUP_SIZE = 10;

/** The answer's group names, in the spec's order (Posts, Events, Roster, Plays). */
const GROUP_OF: Record<(typeof GLOBAL_KINDS)[number], 'posts' | 'events' | 'roster' | 'plays'> = {
  post: 'posts',
  event: 'events',
  roster: 'roster',
  play: 'plays',
};
type Group = (typeof GROUP_OF)[keyof typeof GROUP_OF];

export interface GlobalHit {
  id: string;
  title: string;
  score: number;
  highlights: [number, number][];
  [field: string]: unknown;
}

export interface GlobalAnswer {
  posts: GlobalHit[];
  events: GlobalHit[];
  roster: GlobalHit[];
  plays: GlobalHit[];
  /** The non-empty groups, best score first. */
  order: Group[];
  /** The user's teams left out because they are inactive ('Data from inactive teams is not searchable.'). */
  inactiveTeamIds: string[];
}

@Injectable()
export class SearchService {
  constructor(
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly directory: TeamDirectory,
  ) {}

  /** The user's standing on each of their teams, flags read only where the rules need them (players). */
  async standings(userId: string): Promise<TeamStanding[]> {
    const memberships = await this.directory.membershipsOf(userId);
    return Promise.all(
      memberships.map(async (membership) => {
        const needsFlags =
          membership.paid &&
          !membership.pending &&
          membership.role !== 'ADMIN' &&
          membership.role !== 'COACH';
        const team = needsFlags ? await this.directory.team(membership.teamId) : undefined;
        return { ...membership, flags: team?.flags ?? {} };
      }),
    );
  }

  async global(
    userId: string,
    input: { query: string; playbookId?: string; teamIds?: string[] },
  ): Promise<GlobalAnswer> {
    const standings = await this.standings(userId);
    // teamIds name the user's own teams (pending and inactive ones included); any other id is G004.
    const mine = new Set(standings.map((s) => s.teamId));
    if (input.teamIds?.some((teamId) => !mine.has(teamId))) throw new AppError('G004');
    const wanted = input.teamIds?.length ? new Set(input.teamIds) : undefined;
    const answer: GlobalAnswer = {
      posts: [],
      events: [],
      roster: [],
      plays: [],
      order: [],
      inactiveTeamIds: standings
        .filter((s) => !s.pending && !s.paid && (!wanted || wanted.has(s.teamId)))
        .map((s) => s.teamId),
    };
    const grants = grantsOf(userId, standings, input.teamIds);
    // A playbook in which the user can find no play at all answers G004 (an unknown or someone else's id).
    if (input.playbookId && !(await this.index.hasPlaybook(input.playbookId, grants)))
      throw new AppError('G004');
    const words = queryWords(input.query);
    if (words.length === 0) return answer;
    const found = await this.index.search({
      text: input.query,
      kinds: GLOBAL_KINDS,
      grants,
      playbookId: input.playbookId,
      limit: GLOBAL_GROUP_SIZE,
      countTotals: false,
    });
    const granted = new Set(grants);
    const best = new Map<Group, number>();
    for (const hit of found.hits) {
      const group = GROUP_OF[hit.kind as keyof typeof GROUP_OF];
      if (!group) continue;
      answer[group].push(this.present(hit, words, granted, userId));
      best.set(group, Math.max(best.get(group) ?? -Infinity, hit.score));
    }
    for (const group of Object.values(GROUP_OF)) answer[group].sort((a, b) => b.score - a.score);
    answer.order = [...best.entries()].sort((a, b) => b[1] - a[1]).map(([group]) => group);
    return answer;
  }

  /** A hit as the web shows it; a play names only the listings the user reaches it through. */
  private present(hit: SearchHit, words: string[], granted: Set<string>, userId: string): GlobalHit {
    const base = {
      id: hit.id.slice(hit.id.indexOf(':') + 1),
      title: hit.title,
      score: hit.score,
      highlights: highlightRanges(hit.title, words),
    };
    if (hit.kind !== 'play') return { ...hit.data, ...base };
    const { listings, ownerId, ...data } = hit.data as {
      listings: { teamId: string; playbookId: string; coachOnly: boolean }[];
      ownerId: string;
    } & Record<string, unknown>;
    return {
      ...data,
      ...base,
      own: ownerId === userId,
      teams: listings
        .filter((l) => granted.has(l.coachOnly ? grant.coaches(l.teamId) : grant.team(l.teamId)))
        .map(({ teamId, playbookId, coachOnly }) => ({ teamId, playbookId, coachOnly })),
    };
  }

  /** search/community: published community plays, COMMUNITY_PAGE_SIZE a page. */
  async community(input: { query: string; page: number }) {
    const words = queryWords(input.query);
    // An empty community search (not shown in the spec) answers no plays rather than the whole community.
    if (words.length === 0) return { plays: [], results: 0, estimatedPages: 0 };
    const kinds: SearchKind[] = ['community'];
    const found = await this.index.search({
      text: input.query,
      kinds,
      grants: [grant.public],
      limit: COMMUNITY_PAGE_SIZE,
      offset: (input.page - 1) * COMMUNITY_PAGE_SIZE,
    });
    const results = found.totals.community ?? 0;
    return {
      plays: found.hits.map((hit) => ({
        ...hit.data,
        score: hit.score,
        highlights: highlightRanges(hit.title, words),
      })),
      results,
      estimatedPages: Math.ceil(results / COMMUNITY_PAGE_SIZE),
    };
  }
}
