import { Button, Center, Loader, Stack } from '@mantine/core';
import { errorMessage } from '../../api/api-error';
import { useAppSelector } from '../../app/hooks';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { selectUser } from '../auth/authSlice';
import { useTeamPath } from '../teams/use-active-team';
import { PostComposer } from './components/PostComposer';
import { PostCard } from './components/PostCard';
import { feedApi, useGetFeedPostsQuery } from './feedApi';

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
      {data.posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          userId={user?.id ?? ''}
          postPath={teamPath(`/feed/post?p=${post.id}`)}
          eventPath={(id) => teamPath(`/schedule?ev=${id}`)}
          audiences={data.audiences}
        />
      ))}
      {data.nextCursor && (
        <Center>
          <Button
            variant="default"
            loading={more.isFetching}
            onClick={() => loadMore({ teamId, cursor: data.nextCursor ?? undefined })}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
