import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useRetrieveTeamsQuery } from '../teamsApi';
import { useActiveTeam } from '../use-active-team';

type TeamSwitcherButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** The header's team switcher button: the active team's name; opens the teams panel (TeamSwitcher). */
export function TeamSwitcherButton(props: TeamSwitcherButtonProps) {
  const { isLoading } = useRetrieveTeamsQuery();
  const { team: activeTeam } = useActiveTeam();
  return (
    <UnstyledButton
      {...props}
      // A stable hook for the Playwright walks; no style hangs on it.
      className="team-switcher__toggle"
      c="inherit"
      px="sm"
      py={6}
      style={{
        border: '1px solid color-mix(in srgb, currentColor 35%, transparent)',
        borderRadius: 'var(--mantine-radius-md)',
        minWidth: 0,
      }}
    >
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm" truncate maw={{ base: 150, sm: 220 }}>
          {activeTeam?.name ?? (isLoading ? 'Loading teams…' : 'Select a team')}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
