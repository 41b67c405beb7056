import { Menu } from '@mantine/core';
import { IconExternalLink, IconFileText, IconLogout, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useEdition } from '../../../config/EditionContext';
import { useFeature } from '../../../config/features';
import { useLogoutMutation } from '../../auth/authApi';
import { DevMailboxLink } from '../../dev-mailbox/components/DevMailboxLink';
import { useTeamPath } from '../../teams/use-active-team';
import type { DeferredOverlayProps } from '../../../components/deferred-overlay';
import { AccountButton } from './AccountButton';

const ICON = { size: 16, stroke: 1.6, 'aria-hidden': true } as const;

/**
 * Spec 1 §2 menu under the avatar: Profile, Team Documents, Community, Blog, Log Out. Loaded on first use
 * (UserMenu.tsx); the header shows its avatar alone until then.
 */
export function UserMenuOverlay({ defaultOpened = false }: DeferredOverlayProps) {
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

  return (
    <Menu position="bottom-end" width={210} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton />
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
