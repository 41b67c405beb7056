import { Button, Paper } from '@mantine/core';
import type { FeedAudience } from '@chalktalk/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyPage } from '../../../app/lazy-page';

// The tiptap editor is its own chunk, fetched when someone starts a post: reading the feed never loads it.
const PostEditor = lazyPage(() => import('./PostEditor').then((m) => m.default));

/** A new post: a "Write a post" button that opens the rich text composer in place. */
export function PostComposer({ teamId, audiences }: { teamId: string; audiences: FeedAudience[] }) {
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <PostEditor teamId={teamId} audiences={audiences} label="New post" onDone={() => setOpen(false)} />
    );
  return (
    <Paper withBorder p="md">
      <Button
        variant="light"
        fullWidth
        justify="flex-start"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Write a post
      </Button>
    </Paper>
  );
}
