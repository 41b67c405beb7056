import { Box, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  /** Shown at the right of the title (page actions); wraps under it on a narrow screen. */
  actions?: ReactNode;
  children: ReactNode;
  /** Forms and single messages read better in a narrow column. */
  narrow?: boolean;
}

/** A page inside the shell: its h1 and its content, at most 960 px (520 px narrow) wide. */
export function Page({ title, actions, children, narrow = false }: PageProps) {
  return (
    <Box component="section" maw={narrow ? 520 : 960} mx={narrow ? 'auto' : undefined}>
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Box>
  );
}
