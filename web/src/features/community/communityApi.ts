import type { CommunitySection } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';

/** What lists show of a community play (sections, homepage, profiles). */
export interface CommunityPlaySummary {
  id: string;
  name: string;
  description: string;
  tags: string[];
  sport: string;
  authorScreenName: string | null;
  programId: string | null;
  publishedAt: string;
  likes: number;
  comments: number;
  copies: number;
  views: number;
}

export interface CommunityCredit {
  id: string;
  name: string;
  authorScreenName: string | null;
  available: boolean;
}

export interface CommunityPlayAnswer {
  play: unknown;
  playlistItem: CommunityPlaySummary & {
    mine: boolean;
    canTakeDown: boolean;
    status: 'published' | 'taken_down' | 'hidden';
    updatedAt: string;
    liked: boolean;
    credits: CommunityCredit[];
  };
  branding: { programId: string; logoUrl: string } | null;
}

export interface CommunityComment {
  id: string;
  text: string;
  createdDate: string;
  screenName: string | null;
  mine: boolean;
}

export interface CommunityProfile {
  uid: string;
  screenName: string;
  description: string;
  createdDate: string;
  birthdate?: string;
  sharedPlays: CommunityPlaySummary[];
}

export interface ShareToCommunityInput {
  playId: string;
  shareLevel: 'COMMUNITY' | 'NOONE';
  srcPlaybookId: string;
  name?: string;
  description?: string;
  tags?: string[];
  programId?: string;
}

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['CommunityPlay', 'CommunityComments', 'CommunityProfile', 'CommunityLists'],
});

/** Spec 3 §7 community calls (and the GIF, report, delete and take-down calls this product adds). */
export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommunityHomepage: build.query<
      {
        newPlays: CommunityPlaySummary[];
        popularPlays: CommunityPlaySummary[];
        trendingPlays: CommunityPlaySummary[];
      },
      void
    >({
      query: () => ({ url: 'community/getCommunityHomepage' }),
      providesTags: ['CommunityLists'],
    }),
    getCommunityPlaybook: build.query<
      { plays: CommunityPlaySummary[]; estimatedPages: number; page: number },
      { section: CommunitySection; page: number }
    >({
      query: (params) => ({ url: 'community/getCommunityPlaybook', params }),
      providesTags: ['CommunityLists'],
    }),
    getCommunityPlay: build.query<CommunityPlayAnswer, { id: string }>({
      query: (params) => ({ url: 'community/getCommunityPlay', params }),
      providesTags: (_r, _e, { id }) => [{ type: 'CommunityPlay', id }],
    }),
    getCommunityPlayComments: build.query<{ comments: CommunityComment[] }, { id: string }>({
      query: (params) => ({ url: 'community/getCommunityPlayComments', params }),
      providesTags: (_r, _e, { id }) => [{ type: 'CommunityComments', id }],
    }),
    addCommunityPlayComment: build.mutation<{ comments: number }, { id: string; text: string }>({
      query: (body) => ({ url: 'community/addCommunityPlayComment', method: 'POST', body }),
      // Spec 3 §4: comments and likes refresh after each change.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'CommunityComments', id },
        { type: 'CommunityPlay', id },
      ],
    }),
    deleteCommunityPlayComment: build.mutation<unknown, { commentId: string; playId: string }>({
      query: ({ commentId }) => ({
        url: 'community/deleteCommunityPlayComment',
        method: 'POST',
        body: { commentId },
      }),
      invalidatesTags: (_r, _e, { playId }) => [
        { type: 'CommunityComments', id: playId },
        { type: 'CommunityPlay', id: playId },
      ],
    }),
    /** A toggle, applied to the cached play at once (spec 3 §4: likes toggle optimistically), then refreshed. */
    addCommunityPlayLike: build.mutation<{ liked: boolean; likes: number }, { id: string }>({
      query: (body) => ({ url: 'community/addCommunityPlayLike', method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          communityApi.util.updateQueryData('getCommunityPlay', { id }, (draft) => {
            const item = draft.playlistItem;
            item.likes += item.liked ? -1 : 1;
            item.liked = !item.liked;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CommunityPlay', id }],
    }),
    reportCommunityContent: build.mutation<
      { hidden: boolean },
      { kind: 'play' | 'comment'; id: string; playId: string }
    >({
      query: ({ kind, id }) => ({
        url: 'community/reportCommunityContent',
        method: 'POST',
        body: { kind, id },
      }),
      invalidatesTags: (_r, _e, { playId }) => [
        { type: 'CommunityComments', id: playId },
        { type: 'CommunityPlay', id: playId },
      ],
    }),
    copyCommunityPlay: build.mutation<{ id: string; playbookId: string; copies: number }, { id: string }>({
      query: (body) => ({ url: 'community/copyCommunityPlay', method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CommunityPlay', id }],
    }),
    takeDownCommunityPlay: build.mutation<unknown, { id: string }>({
      query: (body) => ({ url: 'community/takeDownCommunityPlay', method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'CommunityPlay', id },
        'CommunityLists',
        'CommunityProfile',
      ],
    }),
    shareToCommunity: build.mutation<{ id: string; shareLevel: string }, ShareToCommunityInput>({
      query: (body) => ({ url: 'community/shareToCommunity', method: 'POST', body }),
      invalidatesTags: ['CommunityLists', 'CommunityProfile', 'CommunityPlay'],
    }),
    getCommunityProfile: build.query<{ profile: CommunityProfile | null }, { screenName?: string }>({
      query: ({ screenName }) => ({
        url: 'community/getCommunityProfile',
        params: screenName ? { screenName } : {},
      }),
      providesTags: ['CommunityProfile'],
    }),
    setupCommunityProfile: build.mutation<
      { profile: CommunityProfile },
      { screenName: string; description: string; birthdate: string }
    >({
      query: (body) => ({ url: 'community/setupCommunityProfile', method: 'POST', body }),
      invalidatesTags: ['CommunityProfile', 'CommunityComments', 'CommunityPlay'],
    }),
  }),
});

export const {
  useGetCommunityHomepageQuery,
  useGetCommunityPlaybookQuery,
  useGetCommunityPlayQuery,
  useGetCommunityPlayCommentsQuery,
  useAddCommunityPlayCommentMutation,
  useDeleteCommunityPlayCommentMutation,
  useAddCommunityPlayLikeMutation,
  useReportCommunityContentMutation,
  useCopyCommunityPlayMutation,
  useTakeDownCommunityPlayMutation,
  useShareToCommunityMutation,
  useGetCommunityProfileQuery,
  useSetupCommunityProfileMutation,
} = communityApi;
