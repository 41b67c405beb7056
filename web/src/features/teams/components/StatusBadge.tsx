import { Badge } from '@mantine/core';

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" size="sm">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
