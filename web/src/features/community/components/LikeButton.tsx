import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';

/** The like toggle: filled and pressed when the user likes the play; the count beside it. */
export function LikeButton({
  liked,
  likes,
  onToggle,
}: {
  liked: boolean;
  likes: number;
  onToggle: () => void;
}) {
  return (
    <Button
      variant={liked ? 'filled' : 'default'}
      aria-pressed={liked}
      leftSection={liked ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      onClick={onToggle}
    >
      {liked ? 'Liked' : 'Like'} · {likes}
    </Button>
  );
}
