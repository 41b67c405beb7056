import type { FeedAudience, RichDoc } from '@chalktalk/domain';
import { baseApi } from '../../api/baseApi';
import type { FeedComment, FeedPage, FeedPost } from './feed.types';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Feed'] });
const tag = (teamId: string) => ({ type: 'Feed' as const, id: teamId });

type PostRef = { teamId: string; postId: string };

/** Applies a like toggle to a post held in the cache (optimistic, and again with the server's count). */
function toggled(post: FeedPost, userId: string, liked: boolean, likeCount?: number): void {
  if (liked) post.likes[userId] = new Date().toISOString();
  else delete post.likes[userId];
  post.likedByMe = liked;
  post.likeCount = likeCount ?? Math.max(0, post.likeCount + (liked ? 1 : -1));
}

export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The first page (and, with a cursor, the next ones merged into the same cache entry). */
    getFeedPosts: build.query<FeedPage, { teamId: string; cursor?: string }>({
      query: ({ teamId, cursor }) => ({
        url: 'messaging/getFeedPosts',
        params: cursor ? { teamId, cursor } : { teamId },
      }),
      serializeQueryArgs: ({ queryArgs }) => queryArgs.teamId,
      merge: (current, next, { arg }) => {
        if (!arg.cursor) return next;
        const seen = new Set(current.posts.map((p) => p.id));
        current.posts.push(...next.posts.filter((p) => !seen.has(p.id)));
        current.nextCursor = next.nextCursor;
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      providesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    getFeedPost: build.query<FeedPost, PostRef>({
      query: (params) => ({ url: 'messaging/getFeedPost', params }),
      providesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    createPost: build.mutation<
      FeedPost,
      { teamId: string; audience: FeedAudience; content: RichDoc; videoUrl?: string; eventId?: string }
    >({
      query: (body) => ({ url: 'messaging/createPost', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    updatePost: build.mutation<
      FeedPost,
      PostRef & {
        audience?: FeedAudience;
        content?: RichDoc;
        videoUrl?: string | null;
        eventId?: string | null;
      }
    >({
      query: (body) => ({ url: 'messaging/updatePost', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    deletePost: build.mutation<unknown, PostRef>({
      query: (body) => ({ url: 'messaging/deletePost', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    /** Optimistic: the heart changes at once, the server's answer then sets the count; a failure rolls back. */
    likePost: build.mutation<
      { postId: string; liked: boolean; likeCount: number },
      PostRef & { userId: string }
    >({
      query: ({ teamId, postId }) => ({
        url: 'messaging/likePost',
        method: 'POST',
        body: { teamId, postId },
      }),
      async onQueryStarted({ teamId, postId, userId }, { dispatch, queryFulfilled }) {
        const flip = (post: FeedPost | undefined) => {
          if (post) toggled(post, userId, !post.likedByMe);
        };
        const patches = [
          dispatch(
            feedApi.util.updateQueryData('getFeedPosts', { teamId }, (page) =>
              flip(page.posts.find((p) => p.id === postId)),
            ),
          ),
          dispatch(feedApi.util.updateQueryData('getFeedPost', { teamId, postId }, (post) => flip(post))),
        ];
        try {
          const { data } = await queryFulfilled;
          const settle = (post: FeedPost | undefined) => {
            if (post) toggled(post, userId, data.liked, data.likeCount);
          };
          dispatch(
            feedApi.util.updateQueryData('getFeedPosts', { teamId }, (page) =>
              settle(page.posts.find((p) => p.id === postId)),
            ),
          );
          dispatch(feedApi.util.updateQueryData('getFeedPost', { teamId, postId }, (post) => settle(post)));
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
    addComment: build.mutation<FeedComment, PostRef & { content: RichDoc }>({
      query: (body) => ({ url: 'messaging/addComment', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    deleteComment: build.mutation<unknown, PostRef & { commentId: string }>({
      query: (body) => ({ url: 'messaging/deleteComment', method: 'POST', body }),
      invalidatesTags: (_r, _e, { teamId }) => [tag(teamId)],
    }),
    getVideoDetails: build.query<{ thumbnailUrl: string; title: string; description: string }, string>({
      query: (videoLink) => ({ url: 'main/getVideoDetails', method: 'POST', body: { videoLink } }),
    }),
  }),
});

export const {
  useGetFeedPostsQuery,
  useGetFeedPostQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeleteCommentMutation,
  useDeletePostMutation,
  useLikePostMutation,
  useAddCommentMutation,
} = feedApi;
