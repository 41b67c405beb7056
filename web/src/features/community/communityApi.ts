import type { CommunitySection, SportFamily } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import { MY_PLAYBOOK, PLAYBOOK_TAG } from '../playbook/playbook-tags';

/** What lists show of a community play (sections, homepage, profiles). */
export interface CommunityPlaySummary {
  id: string;
  name: string;
  description: string;
  tags: string[];
  sport: string;
  authorScreenName: string | null;
  /** The author's profile id, what /community/profile?pr= carries; null without a profile. */
  authorProfileId: string | null;
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
  authorProfileId: string | null;
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
    /** The author of the hidden play asked a moderator to review it. */
    reviewRequested?: boolean;
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
  /** The profile id (pr=). */
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

/** One hidden or reported play or comment, as a reviewer sees it (community/getReportedItems). */
export interface ReportedItem {
  kind: 'PLAY' | 'COMMENT';
  id: string;
  playId: string;
  playName: string;
  text?: string;
  authorScreenName: string | null;
  hidden: boolean;
  reports: number;
  /** What the open reports count for, by their reporters' standing (hidden at 6). */
  weight: number;
  /** A play whose author asked for review. */
  reviewRequested?: boolean;
  reasons: string[];
  lastReportedAt: string | null;
}

/** What a reporter is told: whether the report counts (a new profile's does not) and the message to show. */
export interface ReportAnswer {
  kind: 'play' | 'comment';
  id: string;
  reported: boolean;
  counts: boolean;
  hidden: boolean;
  message: string;
}

export interface ReviewReportInput {
  kind: 'PLAY' | 'COMMENT';
  id: string;
  decision: 'RESTORE' | 'REMOVE';
  playId: string;
}

/**
 * Changes on the play page patch the cached play from their answers instead of refetching it: getCommunityPlay
 * counts a view, and a view is counted once per page load, not again after each like or comment.
 */
function patchPlay(id: string, change: (item: CommunityPlayAnswer['playlistItem']) => void) {
  return communityApi.util.updateQueryData('getCommunityPlay', { id }, (draft) => {
    change(draft.playlistItem);
  });
}

const api = baseApi.enhanceEndpoints({
  addTagTypes: [
    'CommunityPlay',
    'CommunityComments',
    'CommunityProfile',
    'CommunityLists',
    'CommunityReports',
    PLAYBOOK_TAG,
  ],
});

/** Spec 3 §7 community calls (and the GIF, report, delete and take-down calls this product adds). */
export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `sport` narrows the lists to one sport family; without it, every sport (the spec's call). */
    getCommunityHomepage: build.query<
      {
        newPlays: CommunityPlaySummary[];
        popularPlays: CommunityPlaySummary[];
        trendingPlays: CommunityPlaySummary[];
      },
      { sport?: SportFamily }
    >({
      query: (params) => ({ url: 'community/getCommunityHomepage', params }),
      providesTags: ['CommunityLists'],
    }),
    getCommunityPlaybook: build.query<
      { plays: CommunityPlaySummary[]; estimatedPages: number; page: number },
      { section: CommunitySection; page: number; sport?: SportFamily }
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
      // Spec 3 §4: comments and likes refresh after each change (the count from the answer, the list refetched).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(patchPlay(id, (item) => void (item.comments = data.comments)));
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CommunityComments', id }],
    }),
    deleteCommunityPlayComment: build.mutation<{ comments?: number }, { commentId: string; playId: string }>({
      query: ({ commentId }) => ({
        url: 'community/deleteCommunityPlayComment',
        method: 'POST',
        body: { commentId },
      }),
      async onQueryStarted({ playId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        const count = data?.comments;
        if (typeof count === 'number') dispatch(patchPlay(playId, (item) => void (item.comments = count)));
      },
      invalidatesTags: (_r, _e, { playId }) => [{ type: 'CommunityComments', id: playId }],
    }),
    /** A toggle, applied to the cached play at once (spec 3 §4: likes toggle optimistically), then set from the answer. */
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
          const { data } = await queryFulfilled;
          dispatch(
            patchPlay(id, (item) => {
              item.liked = data.liked;
              item.likes = data.likes;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    reportCommunityContent: build.mutation<
      ReportAnswer,
      { kind: 'play' | 'comment'; id: string; playId: string }
    >({
      query: ({ kind, id }) => ({
        url: 'community/reportCommunityContent',
        method: 'POST',
        body: { kind, id },
      }),
      async onQueryStarted({ kind, playId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (kind === 'comment' && data?.hidden)
          dispatch(patchPlay(playId, (item) => void (item.comments = Math.max(0, item.comments - 1))));
      },
      // A reported play that is now hidden changes the page; a comment only the list (and the count, above).
      invalidatesTags: (_r, _e, { kind, playId }) => [
        'CommunityReports',
        { type: 'CommunityComments', id: playId },
        ...(kind === 'play' ? [{ type: 'CommunityPlay' as const, id: playId }] : []),
      ],
    }),
    /** The author of a hidden play asks a moderator to review it. */
    requestCommunityReview: build.mutation<
      { id: string; reviewRequested: boolean; message: string },
      { id: string }
    >({
      query: (body) => ({ url: 'community/requestCommunityReview', method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(patchPlay(id, (item) => void (item.reviewRequested = true)));
      },
      invalidatesTags: ['CommunityReports'],
    }),
    getReportedItems: build.query<
      { page: number; estimatedPages: number; items: ReportedItem[] },
      { page: number }
    >({
      query: (params) => ({ url: 'community/getReportedItems', params }),
      providesTags: ['CommunityReports'],
    }),
    reviewReport: build.mutation<unknown, ReviewReportInput>({
      query: ({ kind, id, decision }) => ({
        url: 'community/reviewReport',
        method: 'POST',
        body: { kind, id, decision },
      }),
      invalidatesTags: (_r, _e, { playId }) => [
        'CommunityReports',
        'CommunityLists',
        { type: 'CommunityComments', id: playId },
        { type: 'CommunityPlay', id: playId },
      ],
    }),
    copyCommunityPlay: build.mutation<{ id: string; playbookId: string; copies: number }, { id: string }>({
      query: (body) => ({ url: 'community/copyCommunityPlay', method: 'POST', body }),
      // The copy lands in the personal playbook: its list shows it next time (playbook-tags.ts).
      invalidatesTags: (_answer, failure) => (failure ? [] : [MY_PLAYBOOK]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(patchPlay(id, (item) => void (item.copies = data.copies)));
      },
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
    /** By profile id (the route's pr=), or without one the user's own, which also says whether they review. */
    getCommunityProfile: build.query<
      { profile: CommunityProfile | null; reviewer?: boolean },
      { id?: string }
    >({
      query: ({ id }) => ({ url: 'community/getCommunityProfile', params: id ? { id } : {} }),
      providesTags: ['CommunityProfile'],
    }),
    setupCommunityProfile: build.mutation<
      { profile: CommunityProfile },
      { screenName: string; description: string; birthdate: string }
    >({
      query: (body) => ({ url: 'community/setupCommunityProfile', method: 'POST', body }),
      invalidatesTags: ['CommunityProfile', 'CommunityComments'],
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
  useRequestCommunityReviewMutation,
  useCopyCommunityPlayMutation,
  useTakeDownCommunityPlayMutation,
  useShareToCommunityMutation,
  useGetCommunityProfileQuery,
  useSetupCommunityProfileMutation,
  useGetReportedItemsQuery,
  useReviewReportMutation,
} = communityApi;
