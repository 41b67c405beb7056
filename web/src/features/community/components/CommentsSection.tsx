import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COMMUNITY_COMMENT_MAX } from '@chalktalk/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { showFieldErrors, under } from '../../../api/field-errors';
import { FormError } from '../../../components/FormOutcome';
import { SectionCard } from '../../../components/SectionCard';
import {
  useAddCommunityPlayCommentMutation,
  useDeleteCommunityPlayCommentMutation,
  useGetCommunityPlayCommentsQuery,
  useReportCommunityContentMutation,
} from '../communityApi';
import type { ContributorState } from '../use-contributor';
import { ContributePrompt } from './ContributePrompt';

/**
 * The play's comments, oldest first. Text is shown as text (React escapes it), never as markup. Authors delete
 * their own; anyone with a profile reports the others.
 */
export function CommentsSection({ playId, contributor }: { playId: string; contributor: ContributorState }) {
  const { data } = useGetCommunityPlayCommentsQuery({ id: playId });
  const [add, adding] = useAddCommunityPlayCommentMutation();
  const [remove] = useDeleteCommunityPlayCommentMutation();
  const [report] = useReportCommunityContentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  /** Per reported comment: true while sending, then what the service said (or why it failed). */
  const [reported, setReported] = useState<Record<string, true | string>>({});
  const ready = contributor.kind === 'ready';

  const submit = async () => {
    setError(null);
    setTextError(null);
    try {
      await add({ id: playId, text }).unwrap();
      setText('');
    } catch (failure) {
      // A refused text shows under the comment box; anything else below it.
      setError(showFieldErrors(failure, (_field, message) => setTextError(message), under('', ['text'])));
    }
  };

  const comments = data?.comments ?? [];
  return (
    <SectionCard title={`Comments (${comments.length})`}>
      <Stack gap="sm">
        {comments.length === 0 && <Text c="dimmed">No comments yet.</Text>}
        {comments.map((comment) => (
          <Paper
            key={comment.id}
            withBorder
            p="sm"
            component="article"
            aria-label={`Comment by ${comment.screenName ?? 'someone'}`}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {comment.screenName ?? 'Someone'}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(comment.createdDate).toLocaleString()}
              </Text>
            </Group>
            <Text mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
            {ready && (
              <Group justify="flex-end" gap="xs" mt={4}>
                {comment.mine ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => void remove({ commentId: comment.id, playId })}
                  >
                    Delete
                  </Button>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    disabled={reported[comment.id] !== undefined}
                    onClick={() => {
                      setReported((current) => ({ ...current, [comment.id]: true }));
                      const said = (message: string) =>
                        setReported((current) => ({ ...current, [comment.id]: message }));
                      report({ kind: 'comment', id: comment.id, playId })
                        .unwrap()
                        .then((answer) => said(answer.message))
                        .catch((error: unknown) => said(errorMessage(error)));
                    }}
                  >
                    {reported[comment.id] !== undefined ? 'Reported' : 'Report'}
                  </Button>
                )}
              </Group>
            )}
            {typeof reported[comment.id] === 'string' && (
              <Text role="status" size="sm" mt={4}>
                {reported[comment.id]}
              </Text>
            )}
          </Paper>
        ))}
        {ready ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            aria-label="Add a comment"
          >
            <Stack gap="xs">
              <Textarea
                label="Your comment"
                value={text}
                error={textError}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setTextError(null);
                }}
                maxLength={COMMUNITY_COMMENT_MAX}
                autosize
                minRows={2}
              />
              <FormError message={error} />
              <Group justify="flex-end">
                <Button type="submit" loading={adding.isLoading} disabled={text.trim() === ''}>
                  Post comment
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <ContributePrompt state={contributor} />
        )}
      </Stack>
    </SectionCard>
  );
}
