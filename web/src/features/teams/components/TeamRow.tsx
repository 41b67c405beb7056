import { ActionIcon, Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { sportLineLabel } from '@chalktalk/domain';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Team } from '../teams.types';
import { TeamLogo } from './TeamLogo';

interface TeamRowProps {
  team: Team;
  selected: boolean;
  favorite: boolean;
  canLeave: boolean;
  onSelect: (team: Team) => void;
  onToggleFavorite: (team: Team) => void;
  onLeave: (team: Team) => void;
}

export function TeamRow({
  team,
  selected,
  favorite,
  canLeave,
  onSelect,
  onToggleFavorite,
  onLeave,
}: TeamRowProps) {
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      px={6}
      py={4}
      bg={selected ? 'var(--mantine-color-accent-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <ActionIcon
        variant="subtle"
        color={favorite ? 'yellow.7' : 'gray'}
        aria-label={favorite ? `Unfavorite ${team.name}` : `Favorite ${team.name}`}
        aria-pressed={favorite}
        onClick={() => onToggleFavorite(team)}
      >
        {favorite ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
      </ActionIcon>
      <TeamLogo team={team} />
      <UnstyledButton aria-current={selected} onClick={() => onSelect(team)} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {team.name}
        </Text>
        <Text size="xs" c="dimmed">
          {sportLineLabel(team.sport)}
          {team.pending ? ' · Pending' : ''}
        </Text>
      </UnstyledButton>
      {canLeave && (
        <Anchor
          component="button"
          type="button"
          size="xs"
          aria-label={`Leave ${team.name}`}
          onClick={() => onLeave(team)}
        >
          Leave
        </Anchor>
      )}
    </Group>
  );
}
