import { Text } from '@mantine/core';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';

/** An honest page for a route whose feature is not built yet. */
export function ComingSoonPage({ title, about }: { title: string; about: string }) {
  usePageTitle(title);
  return (
    <Page title={title}>
      <Text c="dimmed">{about} This part of Chalktalk is coming soon.</Text>
    </Page>
  );
}
