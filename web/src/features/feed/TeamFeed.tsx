import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../api/api-error';
import { useAppSelector } from '../../app/hooks';
import { useAfterFirstPaint } from '../../components/AfterFirstPaint';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { selectUser } from '../auth/authSlice';
import { useTeamPath } from '../teams/use-active-team';
import { PostComposer } from './components/PostComposer';
import { PostCard } from './components/PostCard';
import type { FeedPost } from './feed.types';
import { feedApi, useGetFeedPostsQuery } from './feedApi';

/** Posts in the feed's first commit: what a phone shows above the fold (the first post is Lighthouse's LCP). */
export const FIRST_PAINT_POSTS = 2;

/**
 * The posts, mounted with the feed's first answer. Those below the fold join one frame after the first ones have
 * painted: the same list, only longer, so the long task that paints the first post holds two post cards, not
 * twenty. Both commits return the same shape (the list, then `after`): returning the bare list first and a
 * fragment later nested the list one level deeper, and React remounted every post, losing a comment being typed.
 */
function FeedPosts({
  posts,
  card,
  after,
}: {
  posts: FeedPost[];
  card: (post: FeedPost) => ReactNode;
  /** Under the last post (Load more): with the rest, so it never stands under the first two for a frame. */
  after: ReactNode;
}) {
  const painted = useAfterFirstPaint();
  return (
    <>
      {(painted ? posts : posts.slice(0, FIRST_PAINT_POSTS)).map(card)}
      {painted && after}
    </>
  );
}

/** The team feed on the home page: the composer, then posts newest first, 20 at a time with Load more. */
export function TeamFeed({ teamId }: { teamId: string }) {
  const user = useAppSelector(selectUser);
  const teamPath = useTeamPath();
  const { data, isLoading, error } = useGetFeedPostsQuery({ teamId });
  // The next page merges into the same cache entry (feedApi: one entry per team).
  const [loadMore, more] = feedApi.endpoints.getFeedPosts.useLazyQuery();
  if (isLoading)
    return (
      <Center p="lg">
        <Loader aria-label="Loading the feed" />
      </Center>
    );
  if (error || !data) return <FormError message={errorMessage(error)} />;
  return (
    <Stack gap="md" aria-label="Team feed" component="section">
      {data.audiences.length > 0 && <PostComposer teamId={teamId} audiences={data.audiences} />}
      {data.posts.length === 0 && <Note>No posts yet.</Note>}
      <FeedPosts
        posts={data.posts}
        card={(post) => (
          <PostCard
            key={post.id}
            post={post}
            userId={user?.id ?? ''}
            postPath={teamPath(`/feed/post?p=${post.id}`)}
            eventPath={(id) => teamPath(`/schedule?ev=${id}`)}
            audiences={data.audiences}
          />
        )}
        after={
          data.nextCursor && (
            <Center>
              <Button
                variant="default"
                loading={more.isFetching}
                onClick={() => loadMore({ teamId, cursor: data.nextCursor ?? undefined })}
              >
                Load more
              </Button>
            </Center>
          )
        }
      />
    </Stack>
  );
}
