import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A standing remark on a page (what a plan includes, what comes next): not an alert, so role="note". */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Alert role="note" color="brand" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md">
      {children}
    </Alert>
  );
}
