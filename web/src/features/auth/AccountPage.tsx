import { Box, Button, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useEdition, usePageTitle } from '../../config/EditionContext';
import { selectSessionStatus } from './authSlice';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import { SignupForm } from './components/SignupForm';
import { takeDeepLink } from './deep-link';
import { SsoSignIn } from './sso/SsoSignIn';

export type AccountMode = 'login' | 'signup' | 'forgot-password';

const TITLES: Record<AccountMode, string> = {
  login: 'Log In',
  signup: 'Sign Up',
  'forgot-password': 'Forgot Password',
};

/** Spec 1 §1: what the sign-in page advertises. */
const SELLING_POINTS = [
  'A virtual play designer: your first 10 plays are free',
  'Team organisation: rosters, schedules and team communication',
  'Practice planning',
  'Opponent scouting and player evaluation',
];

export function AccountPage({ mode }: { mode: AccountMode }) {
  usePageTitle(TITLES[mode]);
  const { siteName, sportName } = useEdition();
  const status = useAppSelector(selectSessionStatus);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const deepLink = params.get('d');
  // Tabs keep d= so the deep link survives switching between login and signup.
  const withDeepLink = (path: string) => (deepLink ? `${path}?d=${encodeURIComponent(deepLink)}` : path);

  useEffect(() => {
    if (status === 'signedIn') navigate(takeDeepLink(deepLink), { replace: true });
  }, [status, deepLink, navigate]);

  if (status !== 'signedOut') return null;

  const tab = (label: string, tabMode: AccountMode, path: string) => (
    <Button
      component={Link}
      to={withDeepLink(path)}
      variant={mode === tabMode ? 'filled' : 'subtle'}
      aria-current={mode === tabMode ? 'page' : undefined}
    >
      {label}
    </Button>
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0} mih="100vh">
      <Box
        component="aside"
        bg="var(--color-primary)"
        c="var(--color-on-primary)"
        px={{ base: 'lg', sm: 48 }}
        py={{ base: 'xl', sm: 64 }}
      >
        <Title order={1}>{siteName}</Title>
        <Text my="md">Everything a {sportName} coach needs, in one place.</Text>
        <List spacing="xs" c="inherit">
          {SELLING_POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      </Box>
      <Box
        component="section"
        p={{ base: 'md', sm: 'xl' }}
        style={{ alignSelf: 'center', justifySelf: 'center' }}
        w="100%"
        maw={472}
      >
        <Paper shadow="md" p="xl" radius="md" withBorder>
          <SimpleGrid component="nav" aria-label="Account" cols={2} spacing="xs" mb="lg">
            {tab('Login', 'login', '/login')}
            {tab('Signup', 'signup', '/signup')}
          </SimpleGrid>
          {mode === 'login' && <LoginForm forgotPath={withDeepLink('/forgot-password')} />}
          {mode === 'login' && <SsoSignIn />}
          {mode === 'signup' && <SignupForm />}
          {mode === 'forgot-password' && <ForgotPasswordForm loginPath={withDeepLink('/login')} />}
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
