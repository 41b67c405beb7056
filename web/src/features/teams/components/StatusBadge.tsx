import { Badge } from '@mantine/core';

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="filled" size="sm">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
