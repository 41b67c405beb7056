import { Badge, Group, type GroupProps } from '@mantine/core';
import { SportBadge } from './SportBadge';

/** A community play's sport and its first `maxTags` tags, as the cards and the search results show them. */
export function PlayBadges({
  sport,
  tags,
  maxTags,
  ...group
}: { sport: string; tags: string[]; maxTags: number } & GroupProps) {
  return (
    <Group gap={4} {...group}>
      <SportBadge sport={sport} />
      {tags.slice(0, maxTags).map((tag) => (
        <Badge key={tag} variant="light" size="sm">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
