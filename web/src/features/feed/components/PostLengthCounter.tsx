import { Text } from '@mantine/core';
import { postLengthNotice } from '../post-length';

/** Characters left (or over) as a post nears its limit; nothing while the limit is far. */
export function PostLengthCounter({ id, length }: { id: string; length: number }) {
  const notice = postLengthNotice(length);
  if (!notice) return null;
  return (
    <Text
      id={id}
      size="xs"
      ta="right"
      c={notice.over ? 'var(--mantine-color-error)' : 'dimmed'}
      fw={notice.over ? 600 : undefined}
    >
      {notice.text}
    </Text>
  );
}
