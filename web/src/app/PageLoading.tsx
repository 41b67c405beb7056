import { Group, Loader, Text } from '@mantine/core';
/**
 * What a page shows while its code is still on the way: the app's quiet "Loading …" line, in the page's
 * own frame so the layout does not jump when the page arrives.
 */
export function PageLoading() {
  return (
    <Group component="section" aria-busy="true" gap="xs" p="md">
      <Loader size="xs" aria-hidden />
      <Text c="dimmed">Loading…</Text>
    </Group>
  );
}
