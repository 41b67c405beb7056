// Only the kit CSS this page renders (the least; the app's first paint waits for its own short list the same way).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { AppShell, Card, Group, MantineProvider, NavLink, Stack, Text, Title } from '@mantine/core';
import { NAVIGATION, type FloorPost } from './posts';

/** The floor's page through the component kit: the app shell, the page title and the posts as cards. */
export function KitPage({ posts }: { posts: FloorPost[] }) {
  return (
    <MantineProvider theme={{ primaryColor: 'orange' }}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: true } }}
      >
        <AppShell.Header p="sm">
          <Group justify="space-between">
            <Text fw={700}>Chalktalk</Text>
            <Text>Demo Hoops</Text>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Main">
          {NAVIGATION.map((label) => (
            <NavLink key={label} href={`#${label}`} label={label} />
          ))}
        </AppShell.Navbar>
        <AppShell.Main>
          <Stack p="md" gap="md">
            <Title order={1} size="h2">
              Welcome, Casey
            </Title>
            {posts.map((post) => (
              <Card key={post.text} withBorder padding="md">
                <Text size="sm" c="dimmed">
                  {post.author} · {post.date}
                </Text>
                <Text>{post.text}</Text>
              </Card>
            ))}
          </Stack>
        </AppShell.Main>
      </AppShell>
    </MantineProvider>
  );
}
