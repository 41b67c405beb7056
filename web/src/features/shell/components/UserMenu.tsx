import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFileText, IconLogout, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useEdition } from '../../../config/EditionContext';
import { useFeature } from '../../../config/features';
import { useLogoutMutation } from '../../auth/authApi';
import { selectUser } from '../../auth/authSlice';
import { DevMailboxLink } from '../../dev-mailbox/components/DevMailboxLink';
import { useTeamPath } from '../../teams/use-active-team';

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

const ICON = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;

/** Spec 1 §2 menu under the avatar: Profile, Team Documents, Community, Blog, Log Out. */
export function UserMenu() {
  const user = useAppSelector(selectUser);
  const { blogUrl } = useEdition();
  const teamPath = useTeamPath();
  const documents = useFeature('TeamDocuments');
  const community = useFeature('Community');
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  // The visible initials start the button's name (WCAG 2.5.3 label in name): "JL Account menu".
  const shown = initials(user?.firstName, user?.lastName);
  return (
    <Menu position="bottom-end" width={210} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`${shown} Account menu`} style={{ borderRadius: '50%', display: 'flex' }}>
          <Avatar color="accent" variant="filled" radius="xl" size={38}>
            {shown}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={teamPath('/profile')} leftSection={<IconUser {...ICON} />}>
          Profile
        </Menu.Item>
        {documents && (
          <Menu.Item
            component={Link}
            to={teamPath('/documents/list')}
            leftSection={<IconFileText {...ICON} />}
          >
            Team Documents
          </Menu.Item>
        )}
        {community && (
          <Menu.Item component={Link} to={teamPath('/community')} leftSection={<IconUsersGroup {...ICON} />}>
            Community
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={blogUrl}
          target="_blank"
          rel="noreferrer"
          leftSection={<IconExternalLink {...ICON} />}
        >
          Blog
        </Menu.Item>
        <DevMailboxLink />
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout {...ICON} />} onClick={onLogout}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
