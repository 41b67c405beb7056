import { Button, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { Page } from '../../components/Page';
import { useTeamPath } from '../teams/use-active-team';

const TABS = [
  { to: '/profile/account/basic', label: 'Basic details' },
  { to: '/profile/account/password', label: 'Password' },
  { to: '/profile/account/evaluations', label: 'My evaluations' },
  { to: '/profile/account/delete', label: 'Delete account' },
];

/** /profile/account/*: the account settings, one tab per concern. */
export function ProfileAccountLayout() {
  const teamPath = useTeamPath();
  return (
    <Page title="Account" narrow>
      <Group component="nav" aria-label="Account settings" gap="xs" mb="md" wrap="wrap">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={teamPath(tab.to)} style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Button
                component="span"
                size="sm"
                variant={isActive ? 'light' : 'subtle'}
                color={isActive ? 'accent' : 'gray'}
              >
                {tab.label}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
      <Outlet />
    </Page>
  );
}
