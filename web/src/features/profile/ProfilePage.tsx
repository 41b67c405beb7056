import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { MANAGE_TEAMS_PATH } from '../teams/team-paths';
import { useTeamPath } from '../teams/use-active-team';
import { useGetProfileQuery } from './profileApi';

export function ProfilePage() {
  usePageTitle('Profile');
  const { data } = useGetProfileQuery();
  const teamPath = useTeamPath();
  const details = data?.basicDetails;
  return (
    <Page title="Profile">
      <SectionCard title="Basic details">
        <Group gap="lg" wrap="wrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              Name
            </Text>
            <Text fw={600}>
              {details?.firstName} {details?.lastName}
            </Text>
          </div>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Email
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {details?.email}{' '}
              {details && !details.emailVerified && (
                <Text span c="dimmed" fw={400}>
                  (not verified)
                </Text>
              )}
            </Text>
          </div>
        </Group>
      </SectionCard>
      <Stack gap="xs">
        <Anchor component={Link} to={teamPath('/profile/account/basic')}>
          Account settings
        </Anchor>
        <Anchor component={Link} to={teamPath(MANAGE_TEAMS_PATH)}>
          Manage teams and subscriptions
        </Anchor>
      </Stack>
    </Page>
  );
}
