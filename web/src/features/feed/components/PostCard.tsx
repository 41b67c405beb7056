import { ActionIcon, Anchor, Badge, Button, Group, Image, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { FeedAudience } from '@chalktalk/domain';
import { IconHeart, IconHeartFilled, IconMessageCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { lazyPage } from '../../../app/lazy-page';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { showFieldErrors } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { useConfirm } from '../../../components/use-confirm';
import { composeDoc } from '../compose';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useDeletePostMutation,
  useLikePostMutation,
} from '../feedApi';
import type { FeedPost } from '../feed.types';
import { postDate as when } from '../post-date';
import { RichContent } from './RichContent';

/** One line that grows to four with its text, without measuring in script; older browsers keep one line. */
const COMMENT_BOX = {
  input: { fieldSizing: 'content', maxHeight: 'calc(4lh + 2 * var(--input-padding-y, 8px))' },
} as const;

// The editor chunk loads only when the author opens Edit (see PostComposer).
const PostEditor = lazyPage(() => import('./PostEditor').then((m) => m.default));

/**
 * One post: author, audience, content, video card, likes (optimistic) and comments. The author edits it in place
 * (the composer, lazily loaded); the author or a coach deletes it, and each comment's author or a coach deletes
 * the comment, both after a confirmation.
 */
export function PostCard({
  post,
  userId,
  postPath,
  audiences,
  eventPath,
}: {
  post: FeedPost;
  userId: string;
  postPath: string;
  /** Audiences the caller may post to (the feed page's answer); the post's own when not known. */
  audiences?: FeedAudience[];
  /** The schedule's address for the linked event. */
  eventPath: (eventId: string) => string;
}) {
  const [like] = useLikePostMutation();
  const [comment, commenting] = useAddCommentMutation();
  const [remove] = useDeletePostMutation();
  const [removeComment] = useDeleteCommentMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const ref = { teamId: post.teamId, postId: post.id };

  const submitComment = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setFailure(null);
    setCommentError(null);
    try {
      await comment({ ...ref, content: composeDoc(text) }).unwrap();
      setText('');
    } catch (e) {
      // A refused comment (content, or any path under it) shows under the Comment box; anything else below.
      setFailure(
        showFieldErrors(
          e,
          (_field, message) => setCommentError(message),
          (path) => (path.split('.')[0] === 'content' ? 'content' : undefined),
        ),
      );
    }
  };

  const onDelete = async () => {
    if (
      await confirm({
        title: 'Delete post',
        message: 'Delete this post and its comments?',
        confirmLabel: 'Delete',
      })
    )
      await remove(ref);
  };

  const onDeleteComment = async (commentId: string) => {
    if (
      await confirm({
        title: 'Delete comment',
        message: 'Delete this comment?',
        confirmLabel: 'Delete',
      })
    ) {
      setFailure(null);
      try {
        await removeComment({ ...ref, commentId }).unwrap();
      } catch (e) {
        setFailure(errorMessage(e));
      }
    }
  };

  if (editing)
    return (
      <PostEditor
        teamId={post.teamId}
        audiences={audiences?.length ? audiences : [post.audience]}
        post={post}
        label="Edit post"
        onDone={() => setEditing(false)}
      />
    );

  return (
    <Paper component="article" withBorder p="md" aria-label={`Post by ${post.author.name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{post.author.name}</Text>
          <Group gap={6}>
            <Anchor component={Link} to={postPath} size="sm" c="dimmed">
              {when(post.createdDate)}
            </Anchor>
            {post.audience === 'COACHES' && (
              <Badge size="sm" variant="filled" color="dark">
                Coaches only
              </Badge>
            )}
          </Group>
        </div>
        <Group gap={2} wrap="nowrap">
          {post.canEdit && (
            <ActionIcon variant="subtle" color="gray" aria-label="Edit post" onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
          {post.canDelete && (
            <ActionIcon variant="subtle" color="gray" aria-label="Delete post" onClick={onDelete}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <RichContent doc={post.content} />
      {post.eventId && (
        <Anchor component={Link} to={eventPath(post.eventId)} size="sm">
          Linked event
        </Anchor>
      )}
      {post.videoUrl && post.videoDetails && (
        <Paper
          withBorder
          component="a"
          href={post.videoUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          p="xs"
          mt="xs"
          style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
        >
          <Group wrap="nowrap" align="flex-start">
            {post.videoDetails.thumbnailUrl && (
              <Image
                // A thumbnail the host no longer serves (or an offline machine) leaves no broken image.
                onError={(event) => (event.currentTarget.style.display = 'none')}
                src={post.videoDetails.thumbnailUrl}
                alt=""
                w={120}
                h={68}
                fit="cover"
                radius="sm"
                referrerPolicy="no-referrer"
              />
            )}
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={2}>
                {post.videoDetails.title}
              </Text>
              {post.videoDetails.description && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {post.videoDetails.description}
                </Text>
              )}
            </div>
          </Group>
        </Paper>
      )}
      <Group gap="md" mt="sm">
        <Button
          variant="subtle"
          size="compact-sm"
          color={post.likedByMe ? 'red' : 'gray'}
          aria-pressed={post.likedByMe}
          leftSection={
            post.likedByMe ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />
          }
          onClick={() => like({ ...ref, userId })}
        >
          {post.likeCount} {post.likeCount === 1 ? 'like' : 'likes'}
        </Button>
        <Anchor component={Link} to={postPath} size="sm" c="dimmed">
          <Group gap={4}>
            <IconMessageCircle size={16} aria-hidden />
            <span>{`${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`}</span>
          </Group>
        </Anchor>
      </Group>
      {post.comments.length > 0 && (
        <Stack gap={6} mt="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {post.comments.map((c) => (
            <Paper component="li" key={c.id} bg="gray.0" p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  <strong>{c.author.name}</strong>{' '}
                  <Text span size="xs" c="dimmed">
                    {when(c.createdDate)}
                  </Text>
                </Text>
                {c.canDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Delete comment by ${c.author.name}`}
                    onClick={() => onDeleteComment(c.id)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              <RichContent doc={c.content} />
            </Paper>
          ))}
        </Stack>
      )}
      {/* Unnamed on purpose: a named form is a landmark, and one per post repeats the same name (axe
          landmark-unique); the post's article and the "Comment" box name it already. */}
      <form onSubmit={submitComment}>
        <Group mt="xs" align="flex-end" wrap="nowrap">
          {/* The browser grows the box with its text (field-sizing): Mantine's autosize measured every post's
              box with a forced layout on load, ~220 ms of a phone's start on /feed (Lighthouse TBT). */}
          <Textarea
            aria-label="Comment"
            placeholder="Write a comment…"
            rows={1}
            styles={COMMENT_BOX}
            value={text}
            error={commentError}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setCommentError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={commenting.isLoading}>
            Comment
          </Button>
        </Group>
        <FormError message={failure} />
      </form>
    </Paper>
  );
}
