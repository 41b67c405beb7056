import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { useAppSelector } from '../../app/hooks';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';
import { selectUser } from '../auth/authSlice';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { PostCard } from './components/PostCard';
import { useGetFeedPostQuery } from './feedApi';

/** /feed/post?p: one post with all its comments (spec 1 §2). */
export function FeedPostPage() {
  usePageTitle('Post');
  const [params] = useSearchParams();
  const postId = params.get('p') ?? '';
  const { teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const user = useAppSelector(selectUser);
  const { data, error } = useGetFeedPostQuery({ teamId: teamId ?? '', postId }, { skip: !teamId || !postId });
  return (
    <Page
      title="Post"
      actions={
        <Anchor component={Link} to={teamPath('/feed')}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> Home
          </Group>
        </Anchor>
      }
    >
      <FormError message={error ? errorMessage(error) : null} />
      {data && (
        <PostCard
          post={data}
          userId={user?.id ?? ''}
          postPath={teamPath(`/feed/post?p=${data.id}`)}
          eventPath={(id) => teamPath(`/schedule?ev=${id}`)}
        />
      )}
    </Page>
  );
}
