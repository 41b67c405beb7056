import { Alert, Anchor, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { ContributorState } from '../use-contributor';
import { communityProfilePath } from '../community-paths';

/** The spec's prompt where a contribution would be, with the way forward (sign up, or set up the profile). */
export function ContributePrompt({ state }: { state: ContributorState }) {
  const location = useLocation();
  if (state.kind !== 'signedOut' && state.kind !== 'noProfile') return null;
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Group gap="xs" wrap="wrap">
        <span>{state.prompt}</span>
        {state.kind === 'signedOut' ? (
          <>
            <Anchor component={Link} to={`/signup?d=${back}`}>
              Sign up
            </Anchor>
            <Anchor component={Link} to={`/login?d=${back}`}>
              Log in
            </Anchor>
          </>
        ) : (
          <Anchor component={Link} to={communityProfilePath()}>
            Set up your profile
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}
