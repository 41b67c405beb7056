import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { lazyPage } from '../../app/lazy-page';
import { selectSessionStatus } from '../auth/authSlice';
import { ProfileGate } from '../profile/ProfileGate';

const AppShell = lazyPage(() => import('../shell/components/AppShell').then((m) => m.AppShell));

/**
 * Community pages work signed out (spec 3 §4: reads are anonymous). Signed in they sit in the app's chrome;
 * signed out in a light frame with the brand and the way to log in or sign up.
 */
export function CommunityLayout() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  if (status === 'restoring') return null;
  if (status === 'signedIn')
    return (
      <ProfileGate>
        <AppShell />
      </ProfileGate>
    );
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Box maw={1000} mx="auto" p="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Anchor component={Link} to="/community" underline="never">
          <Text fw={700} c="var(--color-primary)">
            Chalktalk Community
          </Text>
        </Anchor>
        <Group gap="xs">
          <Button component={Link} to={`/login?d=${back}`} variant="default" size="sm">
            Log in
          </Button>
          <Button component={Link} to={`/signup?d=${back}`} size="sm">
            Sign up
          </Button>
        </Group>
      </Group>
      <main>
        <Outlet />
      </main>
    </Box>
  );
}
