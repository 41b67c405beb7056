import { baseApi } from '../../api/baseApi';

export type SearchGroup = 'posts' | 'events' | 'roster' | 'plays';

interface HitBase {
  id: string;
  title: string;
  score: number;
  /** [start, end) ranges of the title to mark. */
  highlights: [number, number][];
}

export interface PostHit extends HitBase {
  teamId: string;
  createdAt: string | null;
}
export interface EventHit extends HitBase {
  teamId: string;
  eventType: string;
  opponent: string;
  locationName: string;
  startAt: string | null;
  endAt: string | null;
  /** The team's zone the event is kept in (IANA); the schedule shows its times there. */
  timeZone: string;
  cancelled: boolean;
}
export interface RosterHit extends HitBase {
  teamId: string;
  jersey: string;
  position: string;
}
export interface PlayHit extends HitBase {
  playbookId: string;
  own: boolean;
  sport: string;
  teams: { teamId: string; playbookId: string; coachOnly: boolean }[];
}

export interface GlobalSearchAnswer {
  posts: PostHit[];
  events: EventHit[];
  roster: RosterHit[];
  plays: PlayHit[];
  /** Non-empty groups, best score first. */
  order: SearchGroup[];
  inactiveTeamIds: string[];
}

export interface CommunitySearchAnswer {
  plays: {
    id: string;
    name: string;
    description: string;
    tags: string[];
    sport: string;
    highlights: [number, number][];
  }[];
  results: number;
  estimatedPages: number;
}

/** Spec 1 §7 GET search/global and spec 3 §7 GET search/community. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<GlobalSearchAnswer, { query: string; teamIds?: string }>({
      query: (params) => ({ url: 'search/global', params }),
      keepUnusedDataFor: 30,
    }),
    communitySearch: build.query<CommunitySearchAnswer, { query: string; page: number }>({
      query: (params) => ({ url: 'search/community', params }),
    }),
  }),
});

export const { useGlobalSearchQuery, useCommunitySearchQuery } = searchApi;
