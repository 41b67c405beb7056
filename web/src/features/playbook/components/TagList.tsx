import { GENERAL_MESSAGES } from '@chalktalk/domain';
import { Anchor, Badge, Group } from '@mantine/core';
import { useState } from 'react';
import { visibleTags } from '../playbook-list';

/** A play's tags: two, then 'See All' (spec 2 §2, §9). */
export function TagList({ tags }: { tags: string[] }) {
  const [expanded, setExpanded] = useState(false);
  if (tags.length === 0) return null;
  const { shown, seeAll } = visibleTags(tags, expanded);
  return (
    <Group
      component="ul"
      aria-label="Tags"
      gap={4}
      wrap="wrap"
      m={0}
      p={0}
      style={{ listStyle: 'none', minWidth: 0 }}
    >
      {shown.map((tag) => (
        <li key={tag} style={{ minWidth: 0, maxWidth: '100%' }}>
          <Badge variant="light" color="gray" tt="none" maw="100%">
            {tag}
          </Badge>
        </li>
      ))}
      {seeAll && (
        <li>
          <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(true)}>
            {GENERAL_MESSAGES.seeAll}
          </Anchor>
        </li>
      )}
    </Group>
  );
}
