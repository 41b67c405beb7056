import { ActionIcon, Anchor, Box, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useEdition } from '../../../config/EditionContext';
import { NotificationBell } from '../../notifications/NotificationBell';
import { TeamSwitcher } from '../../teams/components/TeamSwitcher';
import { useTeamPath } from '../../teams/use-active-team';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  searchRef?: Ref<HTMLInputElement>;
  /** The compact phone header: the search box gets its own row, opened from here or the navbar. */
  phone?: boolean;
  searchOpen?: boolean;
  onToggleSearch?: () => void;
}

/** Spec 1 §2 header: brand, team switcher, search box, avatar with the user menu. */
export function Header({ searchRef, phone = false, searchOpen = false, onToggleSearch }: HeaderProps) {
  const { siteName } = useEdition();
  const teamPath = useTeamPath();
  return (
    <Box component="header" bg="var(--color-primary)" c="var(--color-on-primary)" h="100%">
      <Group h="100%" px={phone ? 'xs' : 'lg'} gap={phone ? 'xs' : 'md'} wrap="nowrap">
        {!phone && (
          <Anchor
            component={Link}
            to={teamPath('/feed')}
            c="inherit"
            fw={700}
            underline="never"
            style={{ whiteSpace: 'nowrap' }}
          >
            {siteName}
          </Anchor>
        )}
        <TeamSwitcher />
        {phone ? (
          <ActionIcon
            variant="subtle"
            color="gray.0"
            size="lg"
            ml="auto"
            aria-label="Search"
            aria-expanded={searchOpen}
            onClick={onToggleSearch}
          >
            <IconSearch size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <SearchBox inputRef={searchRef} />
        )}
        <Group ml={phone ? undefined : 'auto'} gap="xs" wrap="nowrap">
          <NotificationBell />
          <UserMenu />
        </Group>
      </Group>
    </Box>
  );
}
